import { describe, expect, it } from 'vitest';
import { renderCardTestingAlert } from './card-testing-alert.ts';
import { type EmailTemplateData, renderEmail, withdrawalTemplates } from './templates.ts';

const data: EmailTemplateData = {
  sellerName: 'Maria Souza',
  amount: 10000,
  payout: 9633,
  fee: 367,
  pixKey: 'maria@example.com',
  withdrawalId: 'b7b6a7a0-1f7e-4a0e-9f3e-1b2c3d4e5f60',
  appUrl: 'https://app.repasse.dev/',
};
const nbsp = '\u00a0';
const voidElements = new Set(['meta', 'br', 'img', 'hr', 'link', 'input']);

/** Every element closed in order, every attribute quoted, no stray `<` or `>` in text. */
function expectWellFormed(html: string) {
  const stack: string[] = [];
  const body = html.replace(/^<!doctype html>\n/i, '');
  const tag = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/gi;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    expect(body.slice(last, match.index)).not.toMatch(/[<>]/);
    last = (match.index ?? 0) + match[0].length;
    const [, closing, rawName = ''] = match;
    const name = rawName.toLowerCase();
    if (closing) expect(stack.pop()).toBe(name);
    else if (!voidElements.has(name)) stack.push(name);
  }
  expect(body.slice(last)).not.toMatch(/[<>]/);
  expect(stack).toEqual([]);
}

describe('email templates', () => {
  it('renders a completed withdrawal in English', () => {
    const email = renderEmail('withdrawal.completed', 'en', data);
    expect(email.template).toBe('withdrawal.completed');
    expect(email.subject).toBe('Withdrawal completed: R$96.33 sent to your Pix key');
    expect(email.text).toContain('Hi Maria Souza,');
    expect(email.text).toContain(
      'Your withdrawal of R$100.00 is complete: we sent R$96.33 to the Pix key maria@example.com.',
    );
    expect(email.text).toContain('Withdrawal fee: R$3.67');
    expect(email.text).toContain(
      `View withdrawal: https://app.repasse.dev/withdrawals/${data.withdrawalId}`,
    );
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(
      `<a href="https://app.repasse.dev/withdrawals/${data.withdrawalId}"`,
    );
  });

  it('renders a completed withdrawal in Brazilian Portuguese', () => {
    const email = renderEmail('withdrawal.completed', 'pt-BR', data);
    expect(email.subject).toBe(`Saque concluído: R$${nbsp}96,33 enviado para sua chave Pix`);
    expect(email.text).toContain('Olá, Maria Souza,');
    expect(email.text).toContain(
      `Seu saque de R$${nbsp}100,00 foi concluído: enviamos R$${nbsp}96,33 para a chave Pix maria@example.com.`,
    );
    expect(email.text).toContain(`Tarifa de saque: R$${nbsp}3,67`);
    expect(email.text).toContain('Ver saque: https://app.repasse.dev/withdrawals/');
    expect(email.html).toContain('<html lang="pt-BR">');
  });

  it('says why a withdrawal failed and that the money is back, in both languages', () => {
    const failed = { ...data, reason: 'pix_key_not_found' };
    const pt = renderEmail('withdrawal.failed', 'pt-BR', failed);
    expect(pt.subject).toBe(`Não foi possível concluir seu saque de R$${nbsp}100,00`);
    expect(pt.text).toContain('Motivo: a chave Pix não foi encontrada.');
    expect(pt.text).toContain(
      `O valor integral de R$${nbsp}100,00 voltou para o seu saldo disponível.`,
    );
    const en = renderEmail('withdrawal.failed', 'en', failed);
    expect(en.subject).toBe('Your withdrawal of R$100.00 could not be completed');
    expect(en.text).toContain('Reason: the Pix key was not found.');
    expect(en.text).toContain('The full R$100.00 is back in your available balance.');
  });

  it('shows an admin’s rejection reason as written, and no reason line without one', () => {
    const pt = renderEmail('withdrawal.rejected', 'pt-BR', {
      ...data,
      reason: 'Documentos pendentes.',
    });
    expect(pt.subject).toBe(`Seu pedido de saque de R$${nbsp}100,00 foi recusado`);
    expect(pt.text).toContain('Motivo: Documentos pendentes.');
    expect(pt.text).not.toContain('pendentes..');
    const en = renderEmail('withdrawal.rejected', 'en', data);
    expect(en.subject).toBe('Your withdrawal request of R$100.00 was rejected');
    expect(en.text).not.toContain('Reason:');
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile: EmailTemplateData = {
      ...data,
      sellerName: '<script>alert("x")</script> & Cia',
      pixKey: '"><img src=x onerror=alert(1)>',
      reason: "<b>no</b> 'way'",
      withdrawalId: '<id>',
    };
    for (const template of withdrawalTemplates)
      for (const locale of ['en', 'pt-BR'] as const) {
        const { html, text } = renderEmail(template, locale, hostile);
        expect(html).not.toContain('<script');
        expect(html).not.toContain('<img');
        expect(html).not.toContain('<b>');
        expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia');
        expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
        expect(html).toContain('/withdrawals/%3Cid%3E');
        expect(text).toContain('<script>alert("x")</script> & Cia');
        expectWellFormed(html);
      }
    expect(renderEmail('withdrawal.failed', 'en', hostile).html).toContain(
      '&lt;b&gt;no&lt;/b&gt; &#39;way&#39;',
    );
  });

  it('produces well-formed HTML for every template and language', () => {
    for (const template of withdrawalTemplates)
      for (const locale of ['en', 'pt-BR'] as const) {
        const { html, subject } = renderEmail(template, locale, { ...data, reason: 'failed' });
        expect(html.startsWith('<!doctype html>\n<html')).toBe(true);
        expect(html).toContain(`<title>${subject}</title>`);
        expect(html).toContain('<meta charset="utf-8">');
        expectWellFormed(html);
      }
  });

  it('links only to a web address', () => {
    const email = renderEmail('withdrawal.completed', 'en', {
      ...data,
      appUrl: 'javascript:alert(1)',
    });
    expect(email.html).not.toContain('javascript:');
    expect(email.html).not.toContain('<a ');
    expect(email.text).not.toContain('View withdrawal:');
  });
});

describe('the card testing alert', () => {
  it('names the seller in both languages and escapes what sellers typed', () => {
    const alert = {
      sellerName: '<b>Loja</b>',
      sellerEmail: 'loja@example.com',
      declines: 10,
      windowMinutes: 60,
      tokensPerWindow: 20,
      appUrl: 'https://app.repasse.dev',
    };
    const en = renderCardTestingAlert('en', alert);
    expect(en.subject).toBe("Card testing suspected on <b>Loja</b>'s public key");
    expect(en.text).toContain('10 card charges made with tokens of the public key of <b>Loja</b>');
    expect(en.html).not.toContain('<b>Loja</b>');
    expect(en.html).toContain('&lt;b&gt;Loja&lt;/b&gt;');
    expect(en.html).toContain('https://app.repasse.dev/admin?tab=management&amp;panel=users');
    expect(renderCardTestingAlert('pt-BR', alert).subject).toBe(
      'Suspeita de teste de cartões na chave pública de <b>Loja</b>',
    );
  });
});
