// The "new" mark of a game whose vendor has new games (GCSGAME_newGameVendor); meant for a game card,
// beside its name, so the card's accessible name carries it too. Shows nothing until the list arrives.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { vendorHasNewGames } from '../rules/newGames.ts';
import { useStores } from '../stores/index.ts';
import './new-games-mark.css';

export const NewGamesMark = observer(function NewGamesMark({
  vendor,
}: {
  /** The game's vendor account type, e.g. PG. */
  vendor: string | undefined;
}) {
  const { content } = useStores();
  // One request for the whole page: every mark shares the content store's resource.
  useEffect(() => {
    void content.newGameVendors.ensure();
  }, [content]);
  if (!vendorHasNewGames(content.newGameVendors.value, vendor)) return null;
  return (
    <>
      {/* The space keeps the mark apart from the name when read aloud. */}{' '}
      <span className="wl-new-mark">
        <FormattedMessage id="lanes.new_vendor" />
      </span>
    </>
  );
});
