import { useSearchParams } from '@casino/shared/router';
import { GameListPage, type GameListProps } from './view';

/** The list on its route: its filters in the URL's query, each change a new history entry. */
export function GameListRoute(props: GameListProps) {
  const [query, setQuery] = useSearchParams();
  const setParam = (key: 'p' | 'c' | 's', value: string | null) => {
    const next = new URLSearchParams(query);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setQuery(next, { replace: false });
  };
  return <GameListPage {...props} query={query} onParamChange={setParam} />;
}
