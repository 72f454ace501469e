import { countForms } from '../../../api/forms-api';
import { listSubmissions } from '../../../api/submissions-api';

export interface HomeCounts {
  forms: number;
  submissions: number;
}

/** The two indicator numbers of the home page; totals are read with page size 1 (docs/product.md#limits). */
export async function homeCounts(): Promise<HomeCounts> {
  const [forms, submissions] = await Promise.all([countForms(), listSubmissions({ perPage: 1 })]);
  return { forms: forms.count, submissions: submissions.totalItems };
}
