// '/cuenta': name and phone, the e-mail changed through the new address's link (the old one is
// told), the password, and open sessions with 'Cerrar las demás'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@drd/shared/api/account';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { deviceName } from './device-name';
import {
  ANDROID_CHROME,
  lastMail,
  PASSWORD,
  send,
  signIn,
  signUp,
  WINDOWS_FIREFOX,
} from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenIn = (text: string | undefined) => {
  const match = /\/cuenta\/confirmar-correo\?token=(\S+)/.exec(text ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
};

describe('name and phone', () => {
  it('saves the full name and a Dominican phone as 809-555-0188, and clears the phone', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_perfil');
    const saved = await send(ctx, 'PUT', '/api/account/profile', cookies, {
      fullName: '  Yokasta Peralta de la Cruz ',
      phone: '(809) 555 0188',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      fullName: 'Yokasta Peralta de la Cruz',
      phone: '809-555-0188',
    });
    const cleared = await send(ctx, 'PUT', '/api/account/profile', cookies, {
      fullName: 'Yokasta',
      phone: '',
    });
    expect(cleared.json()).toMatchObject({ phone: null });
    const me = await ctx.app.inject({ url: '/api/auth/user', cookies });
    expect(me.json()).toMatchObject({ fullName: 'Yokasta', phone: null });
  });

  it('refuses an empty name and a short phone in Spanish', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_perfil_mal');
    const bad = await send(ctx, 'PUT', '/api/account/profile', cookies, {
      fullName: ' ',
      phone: '555',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: Record<string, string[]> }>().details).toEqual({
      fullName: ['El nombre completo es obligatorio'],
      phone: ['El teléfono debe tener al menos 10 dígitos'],
    });
  });
});

describe('changing the e-mail', () => {
  it('changes it only once the new address opens its link, and tells the old one', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_correo');
    const asked = await send(ctx, 'POST', '/api/account/email', cookies, {
      email: 'Nuevo.Correo@correo.do',
      password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: ACCOUNT_MESSAGES.emailSent });
    // Nothing changes until the link is opened.
    let me = await ctx.app.inject({ url: '/api/auth/user', cookies });
    expect(me.json()).toMatchObject({ email: 'cuenta_correo@correo.do' });

    const mail = await lastMail(ctx, 'Nuevo.Correo@correo.do', 'email-change');
    const token = tokenIn(mail?.text);
    expect(token).not.toBeNull();
    const confirmed = await postJson(ctx.app, '/api/account/email/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChanged });
    me = await ctx.app.inject({ url: '/api/auth/user', cookies });
    expect(me.json()).toMatchObject({ email: 'Nuevo.Correo@correo.do', emailVerified: true });

    const notice = await lastMail(ctx, 'cuenta_correo@correo.do', 'email-changed');
    expect(notice?.text).toContain('ahora es Nu***@correo.do');
    // The link works once; sign-in by the new address works.
    const again = await postJson(ctx.app, '/api/account/email/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.invalidLink });
    const byEmail = await postJson(ctx.app, '/api/auth/login', {
      username: 'nuevo.correo@correo.do',
      password: PASSWORD,
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('asks for the current password, and refuses the same or a taken address', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_correo_2');
    await signUp(ctx, 'cuenta_ocupada');
    const wrong = await send(ctx, 'POST', '/api/account/email', cookies, {
      email: 'otro@correo.do',
      password: 'no-es-esta',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { password: [ACCOUNT_MESSAGES.wrongPassword] } });
    expect(await lastMail(ctx, 'otro@correo.do', 'email-change')).toBeNull();

    const same = await send(ctx, 'POST', '/api/account/email', cookies, {
      email: 'CUENTA_CORREO_2@correo.do',
      password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    const taken = await send(ctx, 'POST', '/api/account/email', cookies, {
      email: 'cuenta_ocupada@correo.do',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
  });

  it('keeps only the latest link, and refuses one whose address was taken meanwhile', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_correo_3');
    for (const email of ['primero@correo.do', 'segundo@correo.do']) {
      const asked = await send(ctx, 'POST', '/api/account/email', cookies, {
        email,
        password: PASSWORD,
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const first = tokenIn((await lastMail(ctx, 'primero@correo.do', 'email-change'))?.text);
    const second = tokenIn((await lastMail(ctx, 'segundo@correo.do', 'email-change'))?.text);
    const old = await postJson(ctx.app, '/api/account/email/confirm', { token: first });
    expect(old.statusCode).toBe(400);

    await signUp(ctx, 'segundo');
    const taken = await postJson(ctx.app, '/api/account/email/confirm', { token: second });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
  });
});

describe('password', () => {
  it('changes with the current one, ending the other sessions', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_clave');
    const other = await signIn(ctx, 'cuenta_clave');
    const changed = await postJson(
      ctx.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Otra-Clave-Nueva-2' },
      { cookies },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const otherMe = await ctx.app.inject({ url: '/api/auth/user', cookies: other.cookies });
    expect(otherMe.json()).toBeNull();
  });
});

describe('sessions', () => {
  it('lists each device, this one first, and closes the others', async () => {
    const { cookies } = await signUp(ctx, 'cuenta_sesiones', ANDROID_CHROME);
    const laptop = await signIn(ctx, 'cuenta_sesiones', WINDOWS_FIREFOX);
    const list = await send(ctx, 'GET', '/api/account/sessions', cookies);
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json<{ sessions: { device: string; current: boolean }[] }>();
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Chrome en Android', true],
      ['Firefox en Windows', false],
    ]);

    const closed = await send(ctx, 'POST', '/api/account/sessions/close-others', cookies);
    expect(closed.json()).toEqual({ message: ACCOUNT_MESSAGES.othersClosed });
    const laptopMe = await ctx.app.inject({ url: '/api/auth/user', cookies: laptop.cookies });
    expect(laptopMe.json()).toBeNull();
    const after = await send(ctx, 'GET', '/api/account/sessions', cookies);
    expect(after.json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
  });

  it('names common browsers', () => {
    expect(deviceName(null)).toBe('Dispositivo desconocido');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge en Windows');
  });
});
