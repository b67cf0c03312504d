import { boot } from './app/boot.tsx';
import './styles/base.css';

const container = document.getElementById('root');
if (container) void boot(container);
