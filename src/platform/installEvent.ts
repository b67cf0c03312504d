// The browser offers to install the site once per page (beforeinstallprompt), often before any lazy
// code has loaded: this tiny catcher runs at start and keeps the offer for the install prompt.

export interface InstallOfferEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOffer: { event?: InstallOfferEvent; installed?: boolean; changed?: () => void } = {};

export function catchInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // The product asks in its own words, at its own time, instead of the browser's banner.
    event.preventDefault();
    installOffer.event = event as InstallOfferEvent;
    installOffer.changed?.();
  });
  addEventListener('appinstalled', () => {
    installOffer.event = undefined;
    installOffer.installed = true;
    installOffer.changed?.();
  });
}
