// POST /api/files: uploads by signed-in staff (option pictures), owned by the caller's company from
// the start (docs/people-and-files.md, "Uploads"). Authentication comes before parsing, so an
// anonymous caller's bytes are never read.
import { z } from 'zod';
import { uploadedFileResponseSchema } from '@formbuilder/contracts';
import { binary, declareRoutes, json, multipart, ROLES } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { FilesService } from './service';
import { singleFileUpload, uploadOf, withUpload } from './upload';

export const staffFilesRoutes = declareRoutes<FilesService>('/api/files', (route) => [
  route({
    method: 'post',
    path: '/',
    access: { roles: ROLES },
    tag: 'Arquivos',
    summary: 'Enviar uma imagem (equipe)',
    description: 'Figuras das opções; a empresa de quem envia fica dona do arquivo.',
    requestBody: { content: multipart(z.object({ file: binary() })) },
    ok: { 201: ['Imagem guardada', json(uploadedFileResponseSchema)] },
    errors: [400, 413, 507],
    before: (files) => [singleFileUpload(files, 'file', { imagesOnly: true })],
    wrap: withUpload,
    handler: async (files, { req, res }) => {
      res.status(201).json(await files.uploadForStaff(authOf(req), uploadOf(req)));
    },
  }),
]);
