// pt-BR messages of `npm run backup` and `npm run restore` (docs/deployment.md, "Backup and restore").
export const backupMessages = {
  archiveExists: (file: string) => `O arquivo ${file} já existe. Escolha outro nome para a cópia de segurança.`,
  archiveMissing: (file: string) => `O arquivo ${file} não existe ou não pode ser lido.`,
  nothingToBackUp: (dir: string) => `Não há banco de dados em ${dir} para copiar. Confira DATA_DIR.`,
  archiveInvalid: (file: string) =>
    `${file} não é uma cópia de segurança deste produto (ou está incompleta). Nada foi alterado.`,
  archiveCorrupt: (name: string) =>
    `A cópia de segurança está corrompida: o arquivo enviado ${name} não confere com o registrado. Nada foi alterado.`,
  serverRunning: (pid: number) =>
    `O servidor (processo ${pid}) está usando o banco embutido. Pare o servidor, faça a cópia ou a restauração e inicie-o de novo.`,
  wrongDatabase: (archive: string, target: string) =>
    `Esta cópia é de um banco ${archive} e o destino configurado é ${target}. Configure DATABASE_URL como na origem. Nada foi alterado.`,
  wrongStorage: (archive: string, target: string) =>
    `Esta cópia guarda os arquivos enviados em "${archive}" e o destino configurado usa "${target}". Configure FILE_STORAGE como na origem. Nada foi alterado.`,
  databaseNotEmpty:
    'O banco de destino não está vazio. Restaure em um banco novo (ou em uma pasta DATA_DIR nova); nada foi alterado.',
  filesNotEmpty: (where: string) =>
    `O armazenamento de arquivos de destino (${where}) não está vazio. Restaure em um local vazio; nada foi alterado.`,
  toolMissing: (tool: string) =>
    `O programa ${tool} não foi encontrado. Instale o cliente do PostgreSQL (mesma versão do servidor ou mais nova).`,
  toolFailed: (tool: string, detail: string) => `${tool} falhou: ${detail}`,
  fileMissing: (name: string) =>
    `O arquivo enviado ${name} está registrado no banco, mas não foi encontrado no armazenamento de arquivos.`,
  done: (file: string, files: number) =>
    `Cópia de segurança gravada em ${file} (banco de dados e ${files} arquivo(s) enviado(s)).`,
  restored: (files: number) =>
    `Restauração concluída (banco de dados e ${files} arquivo(s) enviado(s)). Inicie o servidor com as mesmas configurações.`,
} as const;
