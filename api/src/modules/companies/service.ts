// Companies (docs/product.md#companies, #dialogs): an ADMIN manages them all; a MANAGER reads and
// edits its own company's name, colour and logo.
import {
  normalizeSearch,
  privacySettingsProblems,
  type Company,
  type CompanyCreateInput,
  type CompanyUpdateInput,
  type Page,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import { changedFields, differingFields, record } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import type { FilesService, PreparedFile } from '../files';
import * as repo from './repo';

export interface CompanyListQuery extends PageQuery {
  search?: string;
}

export interface CompaniesServiceDeps {
  db: Db;
  files: FilesService;
  /**
   * Ends every session of the company's users (the auth module's, handed in by the wiring so this
   * module does not depend on auth: docs/architecture.md, "API modules").
   */
  revokeCompanySessions: (companyId: string) => Promise<void>;
  publicUrl: string;
}

/**
 * What a MANAGER may change of its own company, its privacy notice and retention (docs/people-and-files.md),
 * and the sites that may embed its forms (docs/forms-and-templates.md#embedding).
 */
const managerFields = [
  'name',
  'color',
  'logo',
  'privacyNotice',
  'privacyPolicyUrl',
  'privacyAckRequired',
  'retentionDays',
  'embedOrigins',
] as const;

/** Requiring the acknowledgement of a notice that is empty (after the change) is refused. */
function checkPrivacy(settings: {
  privacyNotice: string;
  privacyPolicyUrl: string;
  privacyAckRequired: boolean;
}): void {
  const fields = privacySettingsProblems(settings);
  const first = Object.values(fields)[0];
  if (first) throw invalid(first, fields);
}

export function createCompaniesService({ db, files, revokeCompanySessions, publicUrl }: CompaniesServiceDeps) {
  const toCompany = (record: repo.CompanyRecord) => repo.toCompany(record, publicUrl);

  /** Another company answers exactly like a missing one. */
  const assertVisible = (caller: AuthContext, id: string) => {
    if (caller.role !== 'ADMIN' && caller.companyId !== id) throw notFound();
  };

  const read = async (id: string) => {
    const record = await repo.findCompany(db, id);
    if (!record) throw notFound();
    return toCompany(record);
  };

  /** Runs the writes; a logo written for them is removed again if they fail. */
  const withLogo = async <T>(prepared: PreparedFile | undefined, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (prepared) await files.discard(prepared);
      throw error;
    }
  };

  return {
    /** Every company, sorted by name (docs/product.md#companies); `search` matches the name, accents and case ignored. */
    async list(query: CompanyListQuery): Promise<Page<Company>> {
      const search = normalizeSearch(query.search?.trim() ?? '') || undefined;
      const [rows, total] = await Promise.all([
        repo.listCompanies(db, { offset: offsetOf(query), limit: query.perPage, search }),
        repo.countCompanies(db, search),
      ]);
      return pageOf(rows.map(toCompany), query, total);
    },

    async get(caller: AuthContext, id: string): Promise<Company> {
      assertVisible(caller, id);
      return read(id);
    },

    /** `logo`: an image the upload middleware already stored and checked. */
    async create(input: CompanyCreateInput, logo?: PreparedFile, caller?: AuthContext): Promise<Company> {
      checkPrivacy({
        privacyNotice: input.privacyNotice ?? '',
        privacyPolicyUrl: input.privacyPolicyUrl ?? '',
        privacyAckRequired: input.privacyAckRequired ?? false,
      });
      const prepared = logo;
      const id = await withLogo(prepared, () =>
        db.transaction(async (tx) => {
          const company = await repo.insertCompany(tx, { ...input, nameSearch: normalizeSearch(input.name) });
          if (prepared) {
            const file = await files.save(prepared, { companyId: company.id, claimed: true, within: tx });
            await repo.updateCompany(tx, company.id, { logoFileId: file.id });
          }
          await record(tx, {
            action: 'company.created',
            companyId: company.id,
            actorId: caller?.userId ?? null,
            targetType: 'company',
            targetId: company.id,
            changes: [...changedFields(input), ...(prepared ? ['logo'] : [])],
          });
          return company.id;
        }),
      );
      return read(id);
    },

    /** A new logo replaces the old one (whose file is removed); `logo: null` removes it. */
    async update(caller: AuthContext, id: string, input: CompanyUpdateInput, logo?: PreparedFile): Promise<Company> {
      assertVisible(caller, id);
      const current = await repo.findCompany(db, id);
      if (!current) throw notFound();
      const allowed: CompanyUpdateInput =
        caller.role === 'ADMIN'
          ? input
          : Object.fromEntries(managerFields.filter((key) => key in input).map((key) => [key, input[key]]));
      const { logo: logoChange, ...fields } = allowed;
      checkPrivacy({
        privacyNotice: fields.privacyNotice ?? current.company.privacyNotice,
        privacyPolicyUrl: fields.privacyPolicyUrl ?? current.company.privacyPolicyUrl,
        privacyAckRequired: fields.privacyAckRequired ?? current.company.privacyAckRequired,
      });
      const prepared = logo;
      const changes: Partial<repo.NewCompanyRow> = { ...fields };
      if (fields.name !== undefined) changes.nameSearch = normalizeSearch(fields.name);

      await withLogo(prepared, () =>
        db.transaction(async (tx) => {
          if (prepared) {
            changes.logoFileId = (await files.save(prepared, { companyId: id, claimed: true, within: tx })).id;
          } else if (logoChange === null) {
            changes.logoFileId = null;
          }
          if (Object.keys(changes).length > 0) {
            await repo.updateCompany(tx, id, changes);
            const { nameSearch: _nameSearch, logoFileId, ...settings } = changes;
            const fields = [
              ...differingFields(current.company, settings),
              ...(logoFileId !== undefined && logoFileId !== current.company.logoFileId ? ['logo'] : []),
            ];
            if (fields.length === 0) return;
            await record(tx, {
              action: 'company.updated',
              companyId: id,
              actorId: caller.userId,
              targetType: 'company',
              targetId: id,
              changes: fields,
            });
          }
        }),
      );
      const previousLogo = current.company.logoFileId;
      if (previousLogo && changes.logoFileId !== undefined && changes.logoFileId !== previousLogo) {
        await files.remove(previousLogo);
      }
      return read(id);
    },

    /** The company, its users (signed out at once), forms, submissions and files. */
    async remove(id: string, caller?: AuthContext): Promise<void> {
      if (!(await repo.findCompany(db, id))) throw notFound();
      await revokeCompanySessions(id);
      await files.deleteFilesOfCompany(id);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteCompany(tx, id))) return;
        // Kept after the company is gone (no foreign key), for ADMINs (docs/audit.md).
        await record(tx, {
          action: 'company.deleted',
          companyId: id,
          actorId: caller?.userId ?? null,
          targetType: 'company',
          targetId: id,
        });
      });
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
