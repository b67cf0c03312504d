// Which merchant a shared domain belongs to: the one that claimed it first. Every later claim is the
// mistake (usually a copied file), so that is the file a domain clash is reported on.

export interface ClaimTime {
  /** Not yet in the history that dates the others (an uncommitted edit): later than all of them. */
  pending: boolean;
  /** ms since the epoch. */
  at: number;
}

export interface DomainClaim {
  file: string;
  code: string;
  domain: string;
  /** Index of the domain in the file's `domains`. */
  index: number;
  /** When the file came to name the domain. */
  claimedAt: ClaimTime;
  /** The file's place in load order, which settles a tie. */
  order: number;
}

export interface DomainClash {
  claim: DomainClaim;
  owner: DomainClaim;
}

/** Claims of a domain by more than one merchant: each but the earliest, with the earliest as its owner. */
export function domainClashes(claims: readonly DomainClaim[]): DomainClash[] {
  const byDomain = new Map<string, DomainClaim[]>();
  for (const claim of claims) byDomain.set(claim.domain, [...(byDomain.get(claim.domain) ?? []), claim]);
  const clashes: DomainClash[] = [];
  for (const list of byDomain.values()) {
    if (new Set(list.map((c) => c.code)).size < 2) continue;
    const [owner, ...later] = [...list].sort(
      (a, b) => Number(a.claimedAt.pending) - Number(b.claimedAt.pending) || a.claimedAt.at - b.claimedAt.at || a.order - b.order,
    );
    for (const claim of later) if (claim.code !== owner.code) clashes.push({ claim, owner });
  }
  return clashes.sort((a, b) => a.claim.order - b.claim.order || a.claim.index - b.claim.index);
}
