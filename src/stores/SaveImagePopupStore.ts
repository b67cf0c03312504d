// The save-image popups of banner groups m_popup1 and m_popup2 (spec section 4): each waits its delay
// on the page, then shows its group's first image once per image; dismissing it keeps it away for the
// browser session, saving it records the image's file name.
import { makeAutoObservable, observable } from 'mobx';
import { localStore, sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { imageFileName, saveImageDue } from '../rules/saveImagePopup.ts';
import type { RootStore } from './RootStore.ts';

const keys = (group: string) => ({ dismissed: `${STORAGE_KEYS.saveImagePrefix}${group}.show`, saved: `${STORAGE_KEYS.saveImagePrefix}${group}.file` });

export class SaveImagePopupStore {
  /** Groups whose delay has passed on this page. */
  private readonly waited = observable.set<string>();
  /** Groups dismissed or saved since the page opened (storage is not observable). */
  private readonly answered = observable.set<string>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SaveImagePopupStore, 'root' | 'waited' | 'answered'>(this, { root: false, waited: false, answered: false });
  }

  /** The group's image: its first banner. */
  image(group: string) {
    return this.root.content.shownBanners.find((banner) => banner.groupName === group);
  }

  due(group: string): boolean {
    const { dismissed, saved } = keys(group);
    return (
      !this.answered.has(group) &&
      saveImageDue({
        pathname: this.root.overlays.page ?? location.pathname,
        shell: this.root.platform.shell,
        imageUrl: this.image(group)?.url,
        savedFileName: localStore.get(saved),
        dismissedThisSession: sessionStore.get(dismissed) === '0',
        waited: this.waited.has(group),
      })
    );
  }

  /** Starts the group's wait on this page (the banners are fetched meanwhile); returns what stops it. */
  start(group: string, delayMs: number): () => void {
    void this.root.content.banners.ensure();
    const timer = setTimeout(() => this.waited.add(group), delayMs);
    return () => {
      clearTimeout(timer);
      this.waited.delete(group);
    };
  }

  /** Closed without saving: not again in this browser session. */
  dismiss(group: string): void {
    sessionStore.set(keys(group).dismissed, '0');
    this.answered.add(group);
  }

  /** Saved: not again until the group shows another image. */
  saved(group: string): void {
    const url = this.image(group)?.url;
    if (url) localStore.set(keys(group).saved, imageFileName(url));
    this.answered.add(group);
  }
}
