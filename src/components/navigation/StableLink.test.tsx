import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StableLink } from './StableLink';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, link: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('StableLink', () => {
  it('navigates inside the console on a plain click, with its state', () => {
    renderAt('/a', <StableLink to="/b?x=1" state={{ assetRole: 'vehicle' }}>go</StableLink>);
    const link = screen.getByRole('link', { name: 'go' });
    expect(link).toHaveAttribute('href', '/b?x=1');
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByTestId('where')).toHaveTextContent('/b?x=1 {"assetRole":"vehicle"}');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves %o to the browser (new tab or window)', (init) => {
    renderAt('/a', <StableLink to="/b">go</StableLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'go' }), init)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/a null');
  });

  it('leaves a link with another target to the browser', () => {
    renderAt('/a', <StableLink to="/b" target="_blank">go</StableLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'go' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/a null');
  });

  it('does nothing when its own onClick prevented the click', () => {
    renderAt('/a', <StableLink to="/b" onClick={(event) => event.preventDefault()}>go</StableLink>);
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/a null');
  });

  it('writes the href under the router basename', () => {
    renderAt('/console/a', <StableLink to="/b">go</StableLink>, '/console');
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', '/console/b');
  });
});
