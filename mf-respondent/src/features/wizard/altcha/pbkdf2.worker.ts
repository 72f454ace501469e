// The ALTCHA widget's PBKDF2 worker, built as a chunk of this page (the page's CSP allows workers from
// this origin only, not the blob: the widget's all-in-one build would make).
import 'altcha/workers/pbkdf2';
