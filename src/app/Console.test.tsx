import { render, screen } from '@testing-library/react';
import { I18nContext } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../providers/i18nProvider';
import Console from './Console';

vi.mock('./useServerRoutes', () => ({ useServerRoutes: () => ({ status: 'loading', retry: () => undefined }) }));
vi.mock('./useSchemas', () => ({ useSchemas: () => ({ status: 'loading' }) }));

describe('Console', () => {
  it('names its loader in the user language while the routes load', () => {
    const i18nProvider = createI18nProvider('zh-CN');
    render(
      <I18nContext.Provider value={i18nProvider}>
        <MemoryRouter>
          <Console i18nProvider={i18nProvider} />
        </MemoryRouter>
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('progressbar', { name: i18nProvider.translate('app.loading') })).toBeInTheDocument();
    expect(i18nProvider.translate('app.loading')).not.toBe('app.loading');
  });
});
