import { render } from 'preact';
import { App } from './app';
import { startRouter } from './router';
import './styles.css';

startRouter();

const root = document.getElementById('app');
if (root) render(<App />, root);
