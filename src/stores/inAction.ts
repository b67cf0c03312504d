// runInAction under a name: MobX's tools (spy, the developer tools) say which action ran, where an
// arrow function would be an "anonymous action". Names read "Store.method".
import { action } from 'mobx';

export const inAction = <T>(name: string, fn: () => T): T => action(name, fn)();
