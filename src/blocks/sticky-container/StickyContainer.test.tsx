import { act, screen } from '@testing-library/react';
import { TemplatePage } from '../../renderer/TemplatePage.tsx';
import { makeStores, renderWithStores, seed } from '../../../tests/unit/fixtures.tsx';

test('keeps its child blocks together in a container that sticks where the template says', async () => {
  const stores = makeStores();
  seed(stores.content.announcements, [{ id: 1, title: 'Welcome', content: '<p>hi</p>', execution: 'B' }]);
  const page = {
    template: 't',
    order: ['bar'],
    overlays: {},
    blocks: {
      bar: {
        type: 'sticky-container',
        props: { position: 'bottom' },
        pointer: 't#/blocks/bar',
        order: ['notice'],
        blocks: { notice: { type: 'marquee', props: {}, pointer: 't#/blocks/bar/blocks/notice' } },
      },
    },
  };
  await act(async () => {
    renderWithStores(<TemplatePage page={page} />, { stores });
  });
  const marquee = await screen.findByRole('marquee');
  expect(marquee).toHaveTextContent('Welcome');
  expect(marquee.parentElement).toHaveClass('wl-sticky', 'wl-sticky--bottom');
});
