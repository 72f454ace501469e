// mf-library's labels; the messages of docs/product.md#validation, #messages come from contracts' `messages`.
export const text = {
  browser: {
    categories: 'Categorias',
    noCategories: 'Nenhuma categoria cadastrada',
    noTemplates: 'Nenhum modelo nesta categoria',
    pages: 'Páginas de modelos',
    chooseCategory: 'Escolha uma categoria',
    questionCount: (count: number) => (count === 1 ? '1 pergunta' : `${count} perguntas`),
  },
  templates: {
    title: 'Biblioteca',
    create: 'CRIAR',
    edit: 'Editar',
  },
  editor: {
    newTitle: 'Novo modelo',
    editTitle: 'Editar modelo',
    title: 'Título do modelo',
    category: 'Categoria',
    categoryPlaceholder: 'Selecione uma categoria',
    newCategory: 'Nova categoria',
    questions: 'Perguntas',
    save: 'SALVAR',
    back: 'VOLTAR',
    delete: 'Apagar modelo',
    deleteTitle: 'Deseja apagar o modelo?',
    deleteWarning: 'Essa ação não poderá ser desfeita. Os formulários já criados a partir dele continuam existindo.',
    deleteOk: 'APAGAR',
    deleteFailed: 'Erro ao apagar modelo',
  },
  categoryForm: {
    title: 'Nova categoria',
    name: 'Nome',
    save: 'SALVAR',
    cancel: 'CANCELAR',
  },
  library: {
    title: 'Biblioteca',
    view: 'Visualizar',
    copy: 'Usar modelo',
    use: 'USAR MODELO',
    back: 'VOLTAR',
  },
  notFound: {
    back: 'VOLTAR',
  },
  loadFailed: 'Não foi possível carregar os dados. Tente novamente.',
} as const;
