// A game card: its picture, its name and what kind of game it is, with its demo beside it.
import { memo } from 'react';
import { LazyImage } from '../../ui/LazyImage.tsx';

export interface GameCardProps {
  name: string;
  /** What kind of game it is (its category's name), when that adds to the name (rules/cardText.ts). */
  subtitle?: string;
  image: string;
  /** Eager in a virtualised lane, where a card is in the page only near the screen. */
  imageLoading: 'lazy' | 'eager';
  /** Where the card leads: the launch page, or the login page for a visitor picking a lottery. */
  href: string;
  /** The free demo, when the game has one: its address, accessible name and visible text. */
  demoHref?: string;
  demoLabel?: string;
  demoText?: string;
}

/**
 * One game: a link that launches it, and its demo beside it. Everything it shows comes in its props, so a
 * long lane re-renders only the cards that change; its links are plain anchors that the lane follows in
 * the app (useRouteLinkClicks), which keeps a card cheap to render while the lane scrolls.
 */
export const GameCard = memo(function GameCard({ name, subtitle, image, imageLoading, href, demoHref, demoLabel, demoText }: GameCardProps) {
  return (
    <div className="wl-card-slot">
      <a className="wl-card" href={href} data-route="">
        <LazyImage src={image} ratio="1 / 1" loading={imageLoading} fallback={Array.from(name)[0]} />
        <span className="wl-card__name">{name}</span>
        {/* The space keeps name and subtitle apart when read aloud; a flex box lays it out as nothing. */}
        {subtitle && (
          <>
            {' '}
            <span className="wl-card__subtitle">{subtitle}</span>
          </>
        )}
      </a>
      {demoHref && (
        <a className="wl-card__demo" href={demoHref} data-route="" aria-label={demoLabel}>
          {demoText}
        </a>
      )}
    </div>
  );
});
