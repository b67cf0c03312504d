// The mission leaderboard (MCSFE_getLeaderBoard): the ranks, and the member's own row.
import { makeAutoObservable } from 'mobx';
import { fetchLeaderBoard } from '../api/memberAreaCalls.ts';
import type { LeaderBoardAnswer } from '../config/types.generated.ts';
import { Resource } from './ContentStore.ts';
import type { RootStore } from './RootStore.ts';

export class LeaderBoardStore {
  board = new Resource<LeaderBoardAnswer | null>(() => fetchLeaderBoard(this.root.api));

  constructor(private readonly root: Pick<RootStore, 'api'>) {
    makeAutoObservable<LeaderBoardStore, 'root'>(this, { root: false });
  }

  /** Scores move all the time: each visit asks again, keeping the last board on screen meanwhile. */
  refresh(): Promise<void> {
    return this.board.isLoaded ? this.board.reload() : this.board.ensure();
  }

  clear(): void {
    this.board = new Resource<LeaderBoardAnswer | null>(() => fetchLeaderBoard(this.root.api));
  }
}
