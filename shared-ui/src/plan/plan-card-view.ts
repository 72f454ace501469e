// What the plan card shows, without React: its colour and its sentence (the maths, the words and the
// meter's name are contracts' planCard). For PlanCard (plan-card.tsx) and for the first page's
// copy of it (first-page/first-page.ts).
import { planCard, type PlanColor, type PlanKind } from '@formbuilder/contracts';

const colors: Record<PlanColor, string> = { blue: '#1d4ed8', yellow: '#ca8a04', red: '#dc2626' };

export function planCardView(kind: PlanKind, used: number, limit: number) {
  const card = planCard(kind, used, limit);
  return {
    ...card,
    /** The card's border and the lit segments. */
    hex: colors[card.color],
    sentence: `${used}/${limit} · ${card.text}`,
  };
}
