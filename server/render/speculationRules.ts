// The next page a visitor most often opens from a server-rendered page is logging in or registering: the
// browser prerenders it the moment the player shows intent (a finger on the link, a pointer resting on
// it: "moderate" eagerness), so the tap opens a page already drawn. Links the app has taken over move
// within the app instead; before that, and for a player whose app code is still on its way, they are
// ordinary navigations that find the prerendered page. Any query matches (the links carry the landing
// query). The rules are inline, allowed by their hash in the page's policy like every inline script.
import { PATHS } from '../../src/rules/paths.ts';

/** The pages prerendered on intent. */
export const SPECULATED_PATHS = [PATHS.login, PATHS.register] as const;

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: { or: SPECULATED_PATHS.map((pathname) => ({ href_matches: { pathname } })) },
      eagerness: 'moderate',
    },
  ],
});
