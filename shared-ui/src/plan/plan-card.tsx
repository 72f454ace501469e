// The plan usage card of the users and forms screens; the maths lives in contracts (planCard).
import { Button, Card, Typography } from 'antd';
import type { PlanKind } from '@formbuilder/contracts';
import * as platform from '@formbuilder/platform';
import { planCardView } from './plan-card-view';
import './plan-card.css';

export interface PlanCardProps {
  kind: PlanKind;
  used: number;
  limit: number;
  /** What the upgrade button does; by default it opens the configured upgrade page in a new tab (none: no button). */
  onUpgrade?: () => void;
}

// A shell built before platform 1.1 has no site links to give: no upgrade page is known then.
const useUpgradeUrl: () => string | null =
  (platform as Partial<typeof platform>).useSiteLinks !== undefined
    ? () => platform.useSiteLinks((links) => links.upgrade)
    : () => null;

export function PlanCard({ kind, used, limit, onUpgrade }: PlanCardProps) {
  const card = planCardView(kind, used, limit);
  const upgradeUrl = useUpgradeUrl();
  return (
    <Card className="fb-plan-card" size="small" style={{ borderColor: card.hex }}>
      <div
        className="fb-plan-card__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-label={card.meterLabel}
      >
        {card.segments.map((active, i) => (
          <span key={i} className="fb-plan-card__segment" style={active ? { background: card.hex } : undefined} />
        ))}
      </div>
      <Typography.Text>{card.sentence}</Typography.Text>
      {/* At 0 remaining the card offers an upgrade, where the server names an upgrade page. */}
      {card.remaining === 0 && (onUpgrade || upgradeUrl) && (
        <Button
          type="primary"
          danger
          size="small"
          className="fb-plan-card__upgrade"
          {...(onUpgrade
            ? { onClick: onUpgrade }
            : { href: upgradeUrl ?? undefined, target: '_blank', rel: 'noopener noreferrer' })}
        >
          FAZER UPGRADE
        </Button>
      )}
    </Card>
  );
}
