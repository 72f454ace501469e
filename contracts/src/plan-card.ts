// The plan card's maths (docs/product.md#plan-card): colour by slots left, five segments, the text below.

export type PlanKind = 'forms' | 'users';
export type PlanColor = 'blue' | 'yellow' | 'red';

export const PLAN_SEGMENTS = 5;

export interface PlanCard {
  remaining: number;
  /** Share of the limit in use, 0-100. */
  percent: number;
  color: PlanColor;
  /** One flag per segment: active when its step (20, 40, ... 100 %) is at most the usage. */
  segments: boolean[];
  /** Creating is allowed while something remains. */
  canCreate: boolean;
  text: string;
  /** The bar's accessible name ('Formulários do plano'). */
  meterLabel: string;
}

export function planCard(kind: PlanKind, used: number, limit: number): PlanCard {
  const remaining = Math.max(0, limit - used);
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const color: PlanColor = remaining > 1 ? 'blue' : remaining === 1 ? 'yellow' : 'red';
  const segments = Array.from({ length: PLAN_SEGMENTS }, (_, i) => ((i + 1) * 100) / PLAN_SEGMENTS <= percent);
  const noun = kind === 'forms' ? 'formulário(s)' : 'usuário(s)';
  const text =
    remaining === 0
      ? `Você atingiu o limite de ${kind === 'forms' ? 'formulários' : 'usuários'}. Faça o upgrade do seu plano.`
      : `Você possui ${remaining} ${noun} para cadastrar.`;
  const meterLabel = kind === 'forms' ? 'Formulários do plano' : 'Usuários do plano';
  return { remaining, percent, color, segments, canCreate: remaining > 0, text, meterLabel };
}
