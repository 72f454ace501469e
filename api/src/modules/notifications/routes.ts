// /api/notifications: the caller's own notification choices (Minha conta): channels, the phone and
// its confirmation code, quiet hours (docs/notifications.md). Anyone signed in, for themselves only.
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  phoneCodeRequestSchema,
  phoneConfirmSchema,
} from '@formbuilder/contracts';
import { declareRoutes, json, ROLES } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { NotificationsService } from './service';

const staff = { roles: ROLES } as const;

export const notificationsRoutes = declareRoutes<NotificationsService>('/api/notifications', (route) => [
  route({
    method: 'get',
    path: '/me',
    access: staff,
    tag: 'Notificações',
    summary: 'Ver as próprias notificações',
    description:
      'Os canais que a empresa permite e o servidor envia, os escolhidos, o celular e o horário de silêncio.',
    ok: { 200: ['As escolhas', json(notificationPreferencesSchema)] },
    errors: [],
    handler: async (notifications, { req, res }) => {
      res.json(await notifications.get(authOf(req)));
    },
  }),
  route({
    method: 'patch',
    path: '/me',
    access: staff,
    tag: 'Notificações',
    summary: 'Alterar as próprias notificações',
    description:
      'Um celular novo precisa ser confirmado de novo em cada canal; WhatsApp e SMS só são ativados depois de confirmados.',
    body: notificationPreferencesUpdateSchema,
    ok: { 200: ['As escolhas', json(notificationPreferencesSchema)] },
    errors: [400],
    handler: async (notifications, { req, res, body }) => {
      res.json(await notifications.update(authOf(req), body));
    },
  }),
  route({
    method: 'post',
    path: '/me/code',
    access: staff,
    tag: 'Notificações',
    summary: 'Enviar um código de confirmação ao celular',
    description: 'O código vai pelo próprio canal (WhatsApp ou SMS), vale 10 minutos e aceita 5 tentativas.',
    body: phoneCodeRequestSchema,
    ok: { 204: ['Código enviado'] },
    errors: [400],
    handler: async (notifications, { req, res, body }) => {
      await notifications.sendCode(authOf(req), body.channel);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/me/confirm',
    access: staff,
    tag: 'Notificações',
    summary: 'Confirmar o celular com o código',
    description: 'Confirma o celular no canal e o ativa.',
    body: phoneConfirmSchema,
    ok: { 200: ['As escolhas', json(notificationPreferencesSchema)] },
    errors: [400],
    handler: async (notifications, { req, res, body }) => {
      res.json(await notifications.confirm(authOf(req), body.channel, body.code));
    },
  }),
]);
