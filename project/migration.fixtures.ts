// A registry as it may look a few versions on, for the tests: the shipped first migration, then a
// template prop renamed in every block of its type (version 2) and a merchant value moved to another
// object (version 3). Small files laid out as the shipped ones are, at version 0.
import { v1SchemaVersion } from './migrations/v1SchemaVersion.ts';
import { isJsonObject, renameKey, type JsonObject, type Migration } from './migration.ts';

/** Every block of a template, children too. */
function eachBlock(blocks: unknown, visit: (block: JsonObject) => void): void {
  if (!isJsonObject(blocks)) return;
  for (const block of Object.values(blocks)) {
    if (!isJsonObject(block)) continue;
    visit(block);
    eachBlock(block.blocks, visit);
  }
}

export const marqueeSpeedRenamed: Migration = {
  version: 2,
  kind: 'template',
  description: 'the marquee\'s "speed" is named "pixelsPerSecond"',
  migrate: (template) => {
    eachBlock(template.blocks, (block) => {
      if (block.type === 'marquee' && isJsonObject(block.props)) block.props = renameKey(block.props, 'speed', 'pixelsPerSecond');
    });
    return template;
  },
};

export const captchaVersionMoved: Migration = {
  version: 3,
  kind: 'merchant',
  description: "the captcha's version moves from gw.GEETEST_VERSION to register.captcha.version",
  migrate: (merchant) => {
    const { gw, register } = merchant;
    if (!isJsonObject(gw) || !('GEETEST_VERSION' in gw) || !isJsonObject(register)) return merchant;
    const { GEETEST_VERSION: version, ...rest } = gw;
    const captcha = isJsonObject(register.captcha) ? register.captcha : {};
    return { ...merchant, gw: rest, register: { ...register, captcha: { ...captcha, version } } };
  },
};

export const FIXTURE_REGISTRY: readonly Migration[] = [v1SchemaVersion, marqueeSpeedRenamed, captchaVersionMoved];

export const OLD_TEMPLATE = `{
  "$schema": "../schema/template.schema.json",
  "name": "casino-home",
  "page": "home",
  "blocks": {
    "top": {
      "type": "sticky-container",
      "blocks": { "notice": { "type": "marquee", "props": { "speed": 40 } } },
      "order": ["notice"]
    },
    "notice": { "type": "marquee", "props": { "speed": 60, "loop": true } },
    "footer": { "type": "site-footer", "props": { "showChat": true } }
  },
  "order": ["top", "notice", "footer"]
}
`;

export const OLD_MERCHANT = `{
  "$schema": "../schema/merchant.schema.json",
  "merchantCode": "royal88",
  "name": "Royal 88",
  "gw": { "GEETEST_ID": "royal88-captcha", "GEETEST_VERSION": "v4", "PROFILE_ICON_COUNT": 9 },
  "register": { "captcha": { "enabled": true }, "mobileDefaultPasswordEnv": "ROYAL88_MOBILE_DEFAULT_PASSWORD" },
  "maintenance": { "enabled": false }
}
`;
