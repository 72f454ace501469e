// POST /api/public/files: respondents' uploads (for the form named in `formId`), limited per IP.
import { z } from 'zod';
import { uploadedFileResponseSchema } from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import type { RateLimitStore } from '../../http/rate-limit';
import { binary, declareRoutes, json, multipart } from '../../http/route';
import type { FilesService } from './service';
import { singleFileUpload, uploadOf, withUpload } from './upload';

const WINDOW_MS = 60_000;

export interface PublicFilesDeps {
  files: FilesService;
  /** `perMinute` uploads per IP and minute (PUBLIC_SUBMIT_RATE, 0 off), counted in the shared store. */
  rates: { perMinute: number; limits: RateLimitStore };
}

export const publicFilesRoutes = declareRoutes<PublicFilesDeps>('/api/public/files', (route) => [
  route({
    method: 'post',
    path: '/',
    access: 'public',
    tag: 'Arquivos',
    summary: 'Enviar um arquivo de resposta (respondente)',
    description: 'Até 10 MB; imagens, PDF, documentos do Office, TXT ou CSV. Limitado por IP.',
    requestBody: {
      content: multipart(
        z.object({
          file: binary(),
          formId: z.string().optional().meta({ description: 'O formulário a que o arquivo se destina' }),
        }),
      ),
    },
    ok: { 201: ['Arquivo guardado', json(uploadedFileResponseSchema)] },
    errors: [400, 404, 409, 413, 429, 507],
    // The limit comes before parsing, so a throttled client's bytes are never read.
    before: ({ files, rates }) => [
      rates.limits.limit({ name: 'public-files', points: rates.perMinute, windowMs: WINDOW_MS }),
      singleFileUpload(files, 'file'),
    ],
    wrap: withUpload,
    handler: async ({ files }, { req, res }) => {
      const formId = (req.body as Record<string, string> | undefined)?.formId;
      const target = formId === undefined || formId === '' ? {} : { formId: recordId(formId) };
      res.status(201).json(await files.upload(uploadOf(req), target));
    },
  }),
]);
