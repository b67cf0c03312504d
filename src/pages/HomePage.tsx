import { observer } from 'mobx-react-lite';
import { TemplatePage } from '../renderer/TemplatePage.tsx';
import { useStores } from '../stores/index.ts';

/** Home is laid out entirely by the merchant's template. */
export const HomePage = observer(function HomePage() {
  const { site, content } = useStores();
  return (
    <main className="wl-home">
      <TemplatePage page={site.config.pages.home} ready={content.whenHomeReady()} />
    </main>
  );
});
