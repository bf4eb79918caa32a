import { OTP_TTL_SECONDS, PRODUCT_NAME } from '@codedojo/shared';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

/** The one-time-code e-mail, in text and HTML: the code, its expiry and the product name. */
export function otpEmail(to: string, name: string, code: string): MailMessage {
  const minutes = OTP_TTL_SECONDS / 60;
  const subject = `${PRODUCT_NAME} verification code`;
  const text = [
    `Hi ${name},`,
    '',
    `Your ${PRODUCT_NAME} code is: ${code}`,
    '',
    `It expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Hi ${escapeHtml(name)},</p>
<p>Your ${PRODUCT_NAME} code is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${code}</p>
<p>It expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject, text, html };
}
