// /api/auth: sign in, the session renewed by its cookie, sign out, and passwords (docs/security.md).
import type { CookieOptions, Request, Response } from 'express';
import {
  authSessionResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  messages,
  resetPasswordSchema,
  resetTokenCheckSchema,
  type AuthSession,
} from '@formbuilder/contracts';
import { AppError } from '../../http/errors';
import type { RateLimitStore } from '../../http/rate-limit';
import { declareRoutes, json, ROLES } from '../../http/route';
import type { Logger } from '../../logger';
import type { KnownDevices } from './known-device';
import { authOf } from '../../kernel/caller';
import { bearerToken } from './middleware';
import type { PasswordService } from './password-service';
import type { AuthService, IssuedSession } from './service';
import { changePasswordThrottle, forgotPasswordThrottle, loginThrottle, resetPasswordThrottle } from './throttle';

export const REFRESH_COOKIE = 'fb_refresh';

/**
 * The refresh token lives only in this cookie: JavaScript can not read it, other sites can not send
 * it (SameSite=Strict), and it only travels to /api/auth.
 */
function refreshCookie(secure: boolean) {
  const base: CookieOptions = { httpOnly: true, secure, sameSite: 'strict', path: '/api/auth' };
  return {
    set: (res: Response, issued: IssuedSession) =>
      res.cookie(REFRESH_COOKIE, issued.refreshToken, { ...base, expires: issued.refreshExpiresAt }),
    clear: (res: Response) => res.clearCookie(REFRESH_COOKIE, base),
  };
}

const sessionBody = ({ token, user }: IssuedSession): AuthSession => ({ token, user });

function refreshTokenOf(req: Request): string | undefined {
  const value: unknown = req.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export interface AuthRoutesDeps {
  auth: AuthService;
  secureCookies: boolean;
  passwords: PasswordService;
  logger: Logger;
  limits: RateLimitStore;
  devices: KnownDevices;
}

export const authRoutes = declareRoutes<AuthRoutesDeps>('/api/auth', (route) => [
  route({
    method: 'post',
    path: '/login',
    access: 'public',
    tag: 'Autenticação',
    summary: 'Entrar com e-mail e senha',
    description: `Responde o token de acesso e grava o cookie \`${REFRESH_COOKIE}\` (HttpOnly, SameSite=Strict, caminho /api/auth).`,
    body: loginSchema,
    ok: { 200: ['Sessão aberta', json(authSessionResponseSchema)] },
    errors: [400, 401, 413, 429],
    before: ({ limits, devices }) => loginThrottle(limits, devices),
    handler: async ({ auth, devices, secureCookies }, { req, res, body }) => {
      const issued = await auth.login(body, { userAgent: req.get('user-agent') });
      refreshCookie(secureCookies).set(res, issued);
      devices.remember(req, res, body.email);
      res.json(sessionBody(issued));
    },
  }),
  route({
    method: 'post',
    path: '/refresh',
    access: 'cookie',
    tag: 'Autenticação',
    summary: 'Renovar a sessão pelo cookie',
    description: 'Gira o cookie de renovação e responde um novo token; sem sessão viva, 401 e o cookie é apagado.',
    ok: { 200: ['Sessão renovada', json(authSessionResponseSchema)] },
    errors: [401],
    handler: async ({ auth, secureCookies }, { req, res }) => {
      const cookie = refreshCookie(secureCookies);
      try {
        const issued = await auth.refresh(refreshTokenOf(req));
        cookie.set(res, issued);
        res.json(sessionBody(issued));
      } catch (error) {
        // A dead session's cookie goes; a passing failure (database down) must not sign the user out.
        if (error instanceof AppError && error.status === 401) cookie.clear(res);
        throw error;
      }
    },
  }),
  // The staff shell's start-up check (added beside /refresh, which older shells keep calling): the
  // same rotation, but "no session" is an answer, 204, not an error, so an anonymous visit to the
  // login page logs no failed request in the browser's console.
  route({
    method: 'post',
    path: '/session',
    access: 'cookie',
    tag: 'Autenticação',
    summary: 'Retomar a sessão ao abrir o aplicativo',
    description: 'Como /refresh, mas "sem sessão" é a resposta 204, não um erro.',
    ok: { 200: ['Sessão renovada', json(authSessionResponseSchema)], 204: ['Sem sessão'] },
    errors: [],
    handler: async ({ auth, secureCookies }, { req, res }) => {
      const refreshToken = refreshTokenOf(req);
      if (!refreshToken) {
        res.status(204).end();
        return;
      }
      const cookie = refreshCookie(secureCookies);
      try {
        const issued = await auth.refresh(refreshToken);
        cookie.set(res, issued);
        res.json(sessionBody(issued));
      } catch (error) {
        if (!(error instanceof AppError && error.status === 401)) throw error;
        cookie.clear(res);
        res.status(204).end();
      }
    },
  }),
  route({
    method: 'post',
    path: '/logout',
    access: 'cookie',
    tag: 'Autenticação',
    summary: 'Sair',
    description: 'Encerra a sessão do cookie e/ou do token enviados e apaga o cookie.',
    ok: { 204: ['Sessão encerrada'] },
    errors: [],
    handler: async ({ auth, secureCookies }, { req, res }) => {
      await auth.logout({ refreshToken: refreshTokenOf(req), accessToken: bearerToken(req) });
      refreshCookie(secureCookies).clear(res);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/forgot-password',
    access: 'public',
    tag: 'Autenticação',
    summary: 'Pedir o link de redefinição de senha',
    description: 'A resposta é a mesma exista ou não a conta.',
    body: forgotPasswordSchema,
    ok: { 202: ['Pedido aceito', json(messageResponseSchema)] },
    errors: [400, 413, 429],
    before: ({ limits }) => forgotPasswordThrottle(limits),
    handler: ({ passwords, logger }, { res, body }) => {
      // Answered before any lookup or mail, so neither the body nor the timing tells whether the account exists.
      passwords
        .requestReset(body.email)
        .catch((error: unknown) => logger.error('password reset mail failed', { error }));
      res.status(202).json({ message: messages.forgotPasswordSent });
    },
  }),
  route({
    method: 'post',
    path: '/reset-password',
    access: 'public',
    tag: 'Autenticação',
    summary: 'Redefinir a senha com o token do e-mail',
    body: resetPasswordSchema,
    ok: { 204: ['Senha redefinida'] },
    errors: [400, 413, 429],
    before: ({ limits }) => [resetPasswordThrottle(limits)],
    handler: async ({ passwords }, { res, body }) => {
      await passwords.reset(body);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/reset-password/check',
    access: 'public',
    tag: 'Autenticação',
    summary: 'Conferir se o link de redefinição de senha ainda vale',
    description: 'Não usa o link: a página de nova senha pergunta ao abrir, antes de a pessoa digitar.',
    body: resetTokenCheckSchema,
    ok: { 204: ['O link ainda vale'] },
    errors: [400, 413, 429],
    before: ({ limits }) => [resetPasswordThrottle(limits)],
    handler: async ({ passwords }, { res, body }) => {
      await passwords.checkReset(body.token);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/change-password',
    access: { roles: ROLES },
    tag: 'Autenticação',
    summary: 'Trocar a própria senha',
    body: changePasswordSchema,
    ok: { 204: ['Senha trocada'] },
    errors: [400, 413, 429],
    before: ({ limits }) => [changePasswordThrottle(limits)],
    handler: async ({ passwords }, { req, res, body }) => {
      await passwords.change(authOf(req), body);
      res.status(204).end();
    },
  }),
]);
