// One look for every message: the brand, a title, a few paragraphs, the link to act on, and a
// footer saying why the person gets it. Plain text and HTML from the same parts.
import { BRAND } from '@drd/shared/constants';

export interface MailContent {
  subject: string;
  /** The first line of the body, as a heading. */
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why this person gets this message ('Recibes este correo porque…'). */
  reason: string;
  /** Where the user turns this kind of message off (optional kinds only). */
  manageUrl?: string;
}

const manageLine = (url: string) => `Puedes elegir qué avisos recibir en ${url}`;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    BRAND,
    content.reason,
    ...(content.manageUrl ? [manageLine(content.manageUrl)] : []),
  ].join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0e7490;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#0e7490">${escapeHtml(BRAND)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b">${escapeHtml(content.reason)}</p>
${content.manageUrl ? `<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(content.manageUrl)}" style="color:#0e7490">Elige qué avisos recibir</a></p>` : ''}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
