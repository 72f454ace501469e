// The plan usage card of the users and forms screens; the maths lives in contracts (planCard).
import { Button, Card, Typography } from 'antd';
import { planCard, type PlanColor, type PlanKind } from '@formbuilder/contracts';
import './plan-card.css';

const colors: Record<PlanColor, string> = { blue: '#1d4ed8', yellow: '#ca8a04', red: '#dc2626' };

export interface PlanCardProps {
  kind: PlanKind;
  used: number;
  limit: number;
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
      {card.remaining === 0 && onUpgrade && (
        <Button type="primary" danger size="small" onClick={onUpgrade} className="fb-plan-card__upgrade">
          FAZER UPGRADE
        </Button>
      )}
    </Card>
  );
}
