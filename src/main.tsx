import { boot } from './app/boot.tsx';
import { catchInstallOffer } from './platform/installEvent.ts';
import './styles/base.css';

catchInstallOffer();
const container = document.getElementById('root');
if (container) void boot(container);
