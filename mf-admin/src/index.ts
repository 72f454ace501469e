// Development entry: the remote on its own. In the product the shell loads the exposed routes.
import('./bootstrap');
