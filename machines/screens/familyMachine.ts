// The machine of a screen whose declaration configures a family (machines/screens/<id>.screen.ts,
// `machine: { family: 'list' | 'detail', ... }`), named for the screen. The portal builds it when the
// screen's chunk loads (src/services/screens.ts); the charts and the gallery build it from the
// declarations (machines/registry.ts).
import { createDetailMachine } from '../families/detail';
import { createListMachine } from '../families/list';
import type { ScreenDeclaration } from './declaration';

export function familyMachine(declaration: ScreenDeclaration) {
  const machine = declaration.machine;
  if (machine === null || machine === 'own') return null;
  // One view: no tabs, no route parameters; the app never moves it to another one.
  const oneView = !declaration.tabs && !declaration.paths.some((pattern) => pattern.includes('/:'));
  const common = {
    id: declaration.id,
    contract: `docs/screens/${declaration.id}.md`,
    description: declaration.description,
    load: machine.load,
    oneView,
  };
  return machine.family === 'list'
    ? createListMachine({
        ...common,
        pageSize: machine.pageSize,
        refreshOn: machine.refreshOn,
        search: machine.search,
        followsAgencyFolders: machine.followsAgencyFolders,
      })
    : createDetailMachine({ ...common, refreshOn: machine.refreshOn, followsAgencyFolders: machine.followsAgencyFolders });
}
