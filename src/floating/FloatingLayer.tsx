// What floats over every page, loaded once the page has settled: the mini-game of a logged-in member
// and the merchant's customer-service script. Each feature keeps its own folder beside this file.
import { CustomerServiceScript } from './customer-service-script/CustomerServiceScript.tsx';
import { MiniGame } from './mini-game/MiniGame.tsx';

export default function FloatingLayer() {
  return (
    <>
      <MiniGame />
      <CustomerServiceScript />
    </>
  );
}
