// Whether a game's vendor has new games (GCSGAME_newGameVendor, spec section 7): vendors are account
// types (PG, JDB), matched without regard to case or stray spaces; an unknown list marks nothing.
export function vendorHasNewGames(newVendors: readonly string[] | undefined, vendor: string | undefined): boolean {
  const wanted = vendor?.trim().toUpperCase();
  if (!wanted || !newVendors) return false;
  return newVendors.some((v) => v.trim().toUpperCase() === wanted);
}
