import { observer } from 'mobx-react-lite';
import { TemplatePage } from '../../renderer/TemplatePage.tsx';
import { useStores } from '../../stores/index.ts';

/** Home is laid out entirely by the merchant's template; the site's name is its heading. */
const HomePage = observer(function HomePage() {
  const { site, content } = useStores();
  return (
    <main className="wl-home">
      <h1 className="wl-visually-hidden">{site.config.name}</h1>
      <TemplatePage page={site.config.pages.home} ready={content.whenHomeReady()} />
    </main>
  );
});

export default HomePage;
