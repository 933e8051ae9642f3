/**
 * The TV show's board (issue 30 §2): fetched when opened and again every TV_SHOW_REFRESH_SECONDS
 * while open, so a wall TV stays current without anyone touching it. A failed refresh keeps the
 * last board and says so; the next one tries again.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../api';
import { TV_SHOW_REFRESH_SECONDS, type TvShowBoard } from '../../lib/premium';
import { fetchTvShow } from '../../providers/premium';

export function useTvShow(open: boolean) {
  const [board, setBoard] = useState<TvShowBoard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const refresh = () =>
      fetchTvShow().then(
        (next) => {
          if (!live) return;
          setBoard(next);
          setError(null);
        },
        (failure: unknown) => live && setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : 'app.pages.premium.tvshow.loadFailed'),
      );
    void refresh();
    const timer = setInterval(() => void refresh(), TV_SHOW_REFRESH_SECONDS * 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [open]);
  return { board, error, loading: open && board === null && error === null };
}
