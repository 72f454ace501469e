// /api/invitations: invitations by e-mail (docs/people-and-files.md#invitations). A MANAGER lists,
// creates, resends and revokes its company's; an ADMIN those of the company it names. The link's
// page asks whose invitation it is (check) and sets the password (accept), both public and limited
// per IP on failures, like the reset link.
import { z } from 'zod';
import {
  invitationAcceptSchema,
  invitationCheckSchema,
  invitationCreateSchema,
  invitationListResponseSchema,
  invitationPreviewResponseSchema,
  invitationResponseSchema,
} from '@formbuilder/contracts';
import type { RateLimitStore } from '../../http/rate-limit';
import { declareRoutes, json } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { InvitationsService } from './invitations';

export interface InvitationsRoutesDeps {
  invitations: InvitationsService;
  limits: RateLimitStore;
}

const WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Wrong invitation links, per IP (the reset link's rule). */
const linkThrottle = (limits: RateLimitStore) =>
  limits.limit({ name: 'invitation-ip', windowMs: WINDOW_MS, points: 10, failuresOnly: true });

/** Invitation e-mails sent by one staff member in an hour, so nobody's inbox is flooded. */
const mailThrottle = (limits: RateLimitStore) =>
  limits.limit({
    name: 'invitation-mail',
    windowMs: HOUR_MS,
    points: 30,
    key: (req) => `user:${req.auth?.userId ?? ''}`,
  });

const listQuerySchema = z.object({ companyId: z.guid().optional() });

export const invitationsRoutes = declareRoutes<InvitationsRoutesDeps>('/api/invitations', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Usuários',
    summary: 'Listar os convites pendentes',
    description: 'MANAGER: os da própria empresa; ADMIN: os da empresa `companyId` (obrigatório).',
    query: listQuerySchema,
    ok: { 200: ['Os convites pendentes, os mais antigos primeiro', json(invitationListResponseSchema)] },
    errors: [400],
    handler: async ({ invitations }, { req, res, query }) => {
      res.json({ items: await invitations.list(authOf(req), query.companyId) });
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Usuários',
    summary: 'Convidar uma pessoa por e-mail',
    description: `O e-mail leva um link de uso único, válido por 7 dias, para a pessoa criar a própria senha. Convites pendentes contam no limite de usuários da empresa.`,
    body: invitationCreateSchema,
    ok: { 201: ['Convite enviado', json(invitationResponseSchema)] },
    errors: [400, 409, 413],
    before: ({ limits }) => [mailThrottle(limits)],
    handler: async ({ invitations }, { req, res, body }) => {
      res.status(201).json(await invitations.create(authOf(req), body));
    },
  }),
  route({
    method: 'post',
    path: '/check',
    access: 'public',
    tag: 'Usuários',
    summary: 'Conferir se o link do convite ainda vale',
    description: 'Não usa o link: a página do convite pergunta ao abrir, antes de a pessoa digitar a senha.',
    body: invitationCheckSchema,
    ok: { 200: ['De quem é o convite', json(invitationPreviewResponseSchema)] },
    errors: [400, 413, 429],
    before: ({ limits }) => [linkThrottle(limits)],
    handler: async ({ invitations }, { res, body }) => {
      res.json(await invitations.check(body.token));
    },
  }),
  route({
    method: 'post',
    path: '/accept',
    access: 'public',
    tag: 'Usuários',
    summary: 'Aceitar o convite criando a própria senha',
    description: 'Usa o link e cria o usuário; depois a pessoa entra com o e-mail do convite e a senha escolhida.',
    body: invitationAcceptSchema,
    ok: { 204: ['Usuário criado'] },
    errors: [400, 409, 413, 429],
    before: ({ limits }) => [linkThrottle(limits)],
    handler: async ({ invitations }, { res, body }) => {
      await invitations.accept(body);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/:id/resend',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Usuários',
    summary: 'Reenviar um convite',
    description: 'Gera um novo link, válido por mais 7 dias; o link anterior deixa de valer.',
    ok: { 200: ['Convite reenviado', json(invitationResponseSchema)] },
    errors: [400, 404, 409],
    before: ({ limits }) => [mailThrottle(limits)],
    handler: async ({ invitations }, { req, res, params }) => {
      res.json(await invitations.resend(authOf(req), params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Usuários',
    summary: 'Cancelar um convite',
    ok: { 204: ['Convite cancelado'] },
    errors: [404],
    handler: async ({ invitations }, { req, res, params }) => {
      await invitations.revoke(authOf(req), params.id);
      res.status(204).end();
    },
  }),
]);
