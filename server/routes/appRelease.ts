// The native app's latest release (spec sections 2 and 4): the app shell's page asks whether the app it
// runs in is out of date, and gets what the upgrade modal shows. Served from the merchant file's
// content.appRelease, per platform.
import type { AppVersionAnswer } from '../../src/config/types.generated.ts';
import { isUpgradeable } from '../../src/rules/appUpgrade.ts';
import { localize } from '../content/announcements.ts';
import { badRequest } from '../http/errors.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

const PLATFORMS = { ANDROID: 'android', IOS: 'ios' } as const;

export function appReleaseRoutes(router: ApiRouter, _deps: ApiDeps): void {
  router.get(
    '/wps/system/appVersion',
    { needs: 'merchant', query: 'requests/app-version-query.schema.json', answer: 'answers/app-version-answer.schema.json' },
    ({ merchant, query, language: asked }): AppVersionAnswer => {
      // The version's form is the query schema's; the platform may come in any case.
      const device = query.device.toUpperCase();
      const { version } = query;
      if (!(device in PLATFORMS)) throw badRequest('device is ANDROID or IOS', 'app.device.invalid');
      const release = merchant.content.appRelease;
      const latest = release?.[PLATFORMS[device as keyof typeof PLATFORMS]];
      const language = asked?.toUpperCase();
      return {
        latestVersion: latest?.version ?? null,
        upgradeable: isUpgradeable(version, latest?.version),
        notes: latest?.notes ? localize(latest.notes, language, merchant.languages.default) : null,
        banner: release?.banner ?? null,
      };
    },
  );
}
