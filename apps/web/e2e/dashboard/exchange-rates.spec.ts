import type { Locator, Page } from '@playwright/test';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

type Rates = { rates: { currency: string; buy: string; sell: string }[]; stale: boolean };

const refreshAnswer = async (page: Page, click: () => Promise<void>): Promise<Rates> => {
  const answer = page.waitForResponse((response) =>
    response.url().includes('/web/public/exchange-rates?refresh=true'),
  );
  await click();
  return (await answer).json();
};

/** The widget alone, by its (generated) title id: the rest of the dashboard has specs of its own. */
const widgetViolations = async (page: Page, widget: Locator) =>
  seriousViolations(page, {
    include: `[aria-labelledby="${await widget.getAttribute('aria-labelledby')}"]`,
  });

test('a seller refreshes the exchange rates, and keeps the last ones when the provider fails', async ({
  page,
  request,
}) => {
  const admin = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  // The sandbox rates provider fails while an admin says so; every process reads the switch.
  const sandboxFailing = async (failing: boolean) =>
    expect(
      (
        await request.put('/web/admin/exchange-rates/sandbox', {
          headers: admin,
          data: { failing },
        })
      ).status(),
    ).toBe(200);
  await sandboxFailing(false);
  try {
    await logIn(page, demo.seller.email, demo.seller.password);
    const widget = page.getByRole('region', { name: 'Exchange rates' });
    const usd = widget.getByRole('region', { name: 'USD/BRL' });
    const eur = widget.getByRole('region', { name: 'EUR/BRL' });
    await expect(usd).toContainText(/Buy\s*R\$\d\.\d{4}/);
    await expect(eur).toContainText(/Sell\s*R\$\d\.\d{4}/);
    await expect(usd).toContainText('Quoted at');

    const refresh = widget.getByRole('button', { name: 'Refresh exchange rates' });
    const fresh = await refreshAnswer(page, () => refresh.click());
    expect(fresh.stale).toBe(false);
    const [freshUsd, freshEur] = fresh.rates;
    await expect(usd).toContainText(`R$${freshUsd?.buy}`);
    await expect(usd).toContainText(`R$${freshUsd?.sell}`);
    await expect(eur).toContainText(`R$${freshEur?.sell}`);
    await expect(widget.getByText('Error updating')).toHaveCount(0);

    await sandboxFailing(true);
    const failed = await refreshAnswer(page, () => refresh.click());
    expect(failed).toMatchObject({ stale: true, rates: fresh.rates });
    await expect(widget.getByRole('alert')).toContainText('Error updating');
    await expect(usd).toContainText(`R$${freshUsd?.sell}`);
    await expect(eur).toContainText(`R$${freshEur?.sell}`);
    await expect(refresh).toBeEnabled();
    await widget.screenshot({ path: test.info().outputPath('exchange-rates-error.png') });
    expect(await widgetViolations(page, widget)).toEqual([]);

    // In Portuguese, after a reload: the server still answers the last rates as stale.
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('locale', 'pt-BR');
    });
    await page.reload();
    const cotacoes = page.getByRole('region', { name: 'Cotações' });
    await expect(cotacoes.getByRole('alert')).toContainText('Erro ao atualizar');
    await expect(cotacoes.getByRole('region', { name: 'USD/BRL' })).toContainText(
      `R$\u00a0${freshUsd?.sell.replace('.', ',')}`,
    );
    expect(await widgetViolations(page, cotacoes)).toEqual([]);
  } finally {
    await sandboxFailing(false);
  }
});
