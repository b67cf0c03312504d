// Home's game lanes: each lane a heading, its categories and count, and its games as cards that launch them.
import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameCard as GameCardData, GameLane } from '../../config/types.generated.ts';
import { useStores } from '../../stores/index.ts';
import { launchHref } from '../../rules/gameLaunch.ts';
import { cardSubtitle } from '../../rules/cardText.ts';
import { cardCategory } from '../../rules/gameCategories.ts';
import { useCarriedHrefs, useRouteLinkClicks } from '../../ui/navigation.tsx';
import { useElementWidth } from '../../ui/useElementWidth.ts';
import { useLoggedIn } from '../../ui/serverView.ts';
import type { VirtualGridProps } from '../../ui/VirtualGrid.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { GameCard } from './GameCard.tsx';
import { CARD_GAP_PX, cardHeight, gridRowHeight, rowCardWidth } from './laneGeometry.ts';
import { laneCategoryNames } from './laneCategories.ts';
import { HydrationBoundary } from '../../ui/HydrationBoundary.tsx';
import './game-lanes.css';

/** A lane this long renders only the cards near the screen; the list that does so loads only then. */
export const VIRTUALISE_FROM = 24;
/** Cards shown while that list loads: about a screen's worth. */
const FIRST_CARDS = 12;

// React.lazy drops the list's type parameter: it is given back for the cards it holds here.
const VirtualGrid = lazy(() => import('../../ui/VirtualGrid.tsx')) as unknown as (props: VirtualGridProps<GameCardData>) => ReactNode;

type Layout = 'grid' | 'row';

interface LaneProps {
  lane: GameLane;
  layout: Layout;
  columns: number;
}

const cardKey = (card: GameCardData, index: number) => `${card.gameId}-${index}`;

interface ListProps {
  cards: readonly GameCardData[];
  layout: Layout;
  columns: number;
  renderCard: (card: GameCardData) => ReactNode;
  label: string;
}

/** Every card of a short lane, in the page's flow. */
function CardList({ cards, layout, columns, renderCard, label }: ListProps) {
  return (
    <ul
      className={`wl-lane__cards wl-lane__cards--${layout}`}
      aria-label={label}
      style={layout === 'grid' ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {cards.map((card, index) => (
        <li key={cardKey(card, index)}>{renderCard(card)}</li>
      ))}
    </ul>
  );
}

/** While a long lane's list loads: its first cards, in the room the whole lane will take. */
function LongLaneStart(props: ListProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const first = props.cards.slice(0, FIRST_CARDS);
  let rest = 0;
  if (props.layout === 'grid' && width > 0) {
    const rowsLeft = Math.ceil(props.cards.length / props.columns) - Math.ceil(first.length / props.columns);
    rest = rowsLeft * (gridRowHeight(width, props.columns) + CARD_GAP_PX);
  }
  return (
    <div ref={box}>
      <CardList {...props} cards={first} />
      {rest > 0 && <div style={{ height: rest }} aria-hidden="true" />}
    </div>
  );
}

const Lane = observer(function Lane({ lane, layout, columns }: LaneProps) {
  const headingId = useId();
  const label = lane.title;
  const intl = useIntl();
  const carry = useCarriedHrefs();
  const followRoute = useRouteLinkClicks();
  // Read here, in the observer's own render: the cards render inside the list components below.
  const loggedIn = useLoggedIn();
  const virtual = lane.cards.length >= VIRTUALISE_FROM;
  const categories = laneCategoryNames(lane.title, lane.gameClassify);
  const renderCard = (card: GameCardData) => {
    const game = { code: card.gameId, nodeId: card.nodeId, title: card.displayName };
    const gameType = cardCategory(card, lane.gameClassify);
    const href = carry(launchHref({ ...game, vendor: card.accountTypeName, gameType, prizeMode: card.prizeMode, lottoView: card.lottoView }, loggedIn));
    const demo = card.trial && {
      demoHref: carry(launchHref({ ...game, trial: true }, loggedIn)),
      demoLabel: intl.formatMessage({ id: 'lanes.demo_of' }, { name: card.displayName }),
      demoText: intl.formatMessage({ id: 'lanes.demo' }),
    };
    return (
      <GameCard name={card.displayName} subtitle={cardSubtitle(card)} image={card.image} imageLoading={virtual ? 'eager' : 'lazy'} href={href} {...demo} />
    );
  };
  const list: ListProps = { cards: lane.cards, layout, columns, renderCard, label };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the cards are links, reachable by keyboard; the lane only routes their clicks within the app
    <section className="wl-lane" aria-labelledby={headingId} onClick={followRoute}>
      <div className="wl-lane__head">
        <h2 id={headingId}>{lane.title}</h2>
        <span className="wl-lane__meta">
          {categories.join(' · ')}
          {lane.gameCount !== undefined && (
            <>
              {categories.length > 0 && ' · '}
              <FormattedMessage id="lanes.count" values={{ count: lane.gameCount }} />
            </>
          )}
        </span>
      </div>
      {!virtual ? (
        <CardList {...list} />
      ) : (
        <HydrationBoundary fallback={<LongLaneStart {...list} />}>
          <VirtualGrid
            items={lane.cards}
            layout={layout}
            columns={columns}
            gap={CARD_GAP_PX}
            label={label}
            className={`wl-lane__cards wl-lane__cards--virtual-${layout}`}
            itemExtent={(width) => (layout === 'grid' ? gridRowHeight(width, columns) : rowCardWidth(width))}
            crossExtent={(width) => cardHeight(rowCardWidth(width))}
            itemKey={cardKey}
            renderItem={renderCard}
          />
        </HydrationBoundary>
      )}
    </section>
  );
});

function GameLanes({ props }: BlockComponentProps<'game-lanes'>) {
  const { content } = useStores();
  const intl = useIntl();
  useEffect(() => {
    void content.lanes.ensure();
  }, [content]);
  const layout = props.layout;
  const columns = props.columns;
  const lanes = content.shownLanes;
  return (
    <div className="wl-lanes" aria-label={intl.formatMessage({ id: 'lanes.label' })} role="region">
      {lanes.map((lane, index) => (
        <Lane key={`${index}-${lane.title}`} lane={lane} layout={layout} columns={columns} />
      ))}
    </div>
  );
}

export default observer(GameLanes);
