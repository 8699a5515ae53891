import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { notificationTemplates } from '.';
import { TemplateList } from './TemplateList';
import { aTemplate } from './testNotification';

describe('message templates list', () => {
  it('names each template by its event, channel and language, never by its key', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        aTemplate(),
        aTemplate({ id: 'order_paid.email.en', template: 'order_paid.email', event: 'order_paid', channel: 'email', description: 'To the customer once paid' }),
        aTemplate({ id: 'stock_low_staff.email.en', template: 'stock_low_staff.email', event: 'stock_low', audience: 'staff', channel: 'email', description: 'To staff when stock runs low' }),
      ],
      total: 3,
    });
    const { container } = render(
      <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value="notification-templates">
          <TemplateList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('To staff when stock runs low');
    for (const name of ['Order shipped', 'Order paid', 'Stock low']) expect(screen.getByText(name)).toBeTruthy();
    expect(container.textContent).not.toMatch(/order_|stock_low|\.sms|\.email/);
  });

  it('is how the console names a template anywhere else too (its record representation)', () => {
    expect(notificationTemplates.recordRepresentation(aTemplate({ audience: 'staff', channel: 'email' }))).toBe('Order shipped · E-mail · English · to staff');
  });
});
