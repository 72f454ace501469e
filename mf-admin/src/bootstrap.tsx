import { mountRemoteStandalone } from '@formbuilder/shared-ui';
import AreaRoutes from './routes';

mountRemoteStandalone(AreaRoutes);
