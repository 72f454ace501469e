// The plan usage card of the users and forms screens; the maths lives in contracts (planCard).
import { Button, Card, Typography } from 'antd';
import { planCard, type PlanColor, type PlanKind } from '@formbuilder/contracts';
import { PLANS_URL } from '../app/marketing-site';
import './plan-card.css';

const colors: Record<PlanColor, string> = { blue: '#1d4ed8', yellow: '#ca8a04', red: '#dc2626' };

export interface PlanCardProps {
  kind: PlanKind;
  used: number;
  limit: number;
  /** What the upgrade button does; by default it opens the plans page in a new tab. */
  onUpgrade?: () => void;
}

export function PlanCard({ kind, used, limit, onUpgrade }: PlanCardProps) {
  const card = planCard(kind, used, limit);
  const color = colors[card.color];
  return (
    <Card className="fb-plan-card" size="small" style={{ borderColor: color }}>
      <div
        className="fb-plan-card__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-label={kind === 'forms' ? 'Formulários do plano' : 'Usuários do plano'}
      >
        {card.segments.map((active, i) => (
          <span key={i} className="fb-plan-card__segment" style={active ? { background: color } : undefined} />
        ))}
      </div>
      <Typography.Text>
        {used}/{limit} · {card.text}
      </Typography.Text>
      {/* SPEC: at 0 remaining the card offers an upgrade. */}
      {card.remaining === 0 && (
        <Button
          type="primary"
          danger
          size="small"
          className="fb-plan-card__upgrade"
          {...(onUpgrade ? { onClick: onUpgrade } : { href: PLANS_URL, target: '_blank', rel: 'noopener noreferrer' })}
        >
          FAZER UPGRADE
        </Button>
      )}
    </Card>
  );
}
