import type { Catalogue } from '../en.ts';

export const errorsPt: Catalogue['errors'] = {
  title: 'Erro',
  generic: 'Ocorreu um erro ao realizar a ação.',
  network: 'Não foi possível ligar ao servidor. Verifique a sua ligação e tente novamente.',
  VALIDATION_FAILED: 'Alguns campos não são válidos. Verifique-os e tente novamente.',
  UNAUTHENTICATED: 'Inicie sessão para continuar.',
  SESSION_EXPIRED: 'A sua sessão terminou. Volte a entrar.',
  FORBIDDEN: 'Não tem permissão para realizar esta ação.',
  NOT_FOUND: 'Não foi encontrado.',
  CSRF_REJECTED: 'O pedido foi rejeitado por motivos de segurança. Recarregue a página e tente novamente.',
  INVALID_CREDENTIALS: 'O e-mail ou a palavra-passe não estão corretos.',
  CURRENT_PASSWORD_INCORRECT: 'A palavra-passe atual não está correta.',
  TOO_MANY_ATTEMPTS: 'Demasiadas tentativas falhadas. Aguarde um minuto e tente novamente.',
  NO_PRODUCT_USER: 'Não existe nenhum utilizador Cabildo para esta conta.',
  NO_AREAS:
    'O seu utilizador não tem áreas municipais, pelo que não pode entrar. Peça ao seu supervisor que lhe atribua uma.',
  MUNICIPALITY_DISABLED: 'Acesso negado. Município bloqueado',
  USER_DISABLED: 'Esta conta está desativada. Contacte o seu supervisor.',
  SSO_FAILED: 'Não foi possível concluir a autenticação única. Tente novamente.',
  SSO_EMAIL_NOT_VERIFIED:
    'O seu fornecedor de identidade não verificou o e-mail desta conta, pelo que não pode entrar no Cabildo. Contacte o seu supervisor.',
  SSO_EMAIL_INVALID:
    'O seu fornecedor de identidade enviou para esta conta um e-mail que o Cabildo não aceita, pelo que não pode entrar. Contacte o seu supervisor.',
  SSO_UNAVAILABLE:
    'Não foi possível ligar ao fornecedor de identidade. Tente novamente dentro de alguns minutos.',
  RESET_TOKEN_INVALID: 'Esta ligação expirou ou já foi utilizada.',
  EMAIL_EXISTS: 'Já existe um utilizador com este e-mail.',
  USERNAME_EXISTS: 'Já existe um utilizador com esse nome.',
  USERNAME_INVALID: 'O nome de utilizador não é válido.',
  MANAGEMENT_SYSTEM_ERROR: 'Ocorreu um erro na comunicação com a plataforma digital.',
  MANAGEMENT_VERIFY_FAILED: 'Ocorreu um erro ao verificar o utilizador na plataforma de gestão',
  SECTION_NOT_FOUND: 'A secção indicada não existe.',
  INCIDENT_TYPE_CREATE_FAILED:
    'Erro ao criar o tipo de ocorrência. O formulário não foi guardado: pode já existir um tipo com o nome do formulário.',
  INCIDENT_CREATE_FAILED: 'Erro ao criar a ocorrência. A resposta não foi guardada.',
  MUNICIPALITY_NOT_LINKED: 'O município atual não está associado a um município da plataforma digital.',
  MUNICIPALITY_WITHOUT_AREAS: 'O município não tem áreas para selecionar. Crie uma primeiro.',
  MUNICIPALITY_KEY_EXISTS: 'Já existe um município com essa palavra-chave. Introduza outra.',
  AREAS_NOT_EDITABLE:
    'As áreas deste utilizador pertencem a municípios diferentes e não podem ser editadas aqui.',
  DUPLICATE_VALUE: 'Esse valor já está a ser utilizado. Recarregue a página e tente novamente.',
  FORM_LOCKED: 'O formulário tem respostas, pelo que já não pode ser editado.',
  FORM_HAS_ANSWERS:
    'O formulário tem respostas: os seus textos podem ser alterados, mas não as secções, as perguntas nem os estados.',
  CITIZEN_FORM_NOT_PUBLIC: 'Os formulários com a opção de adicionar um cidadão não podem ser públicos',
  FILE_TOO_LARGE: 'A imagem é demasiado grande',
  FILE_TYPE_INVALID: 'Formato de ficheiro inválido',
  VIDEO_NOT_ENABLED: 'Os anexos de vídeo não estão ativados para este município.',
  FORM_DELETED: 'O formulário a que pretende responder não existe ou foi eliminado.',
  FORM_NOT_IN_AREAS:
    'Não tem permissão para ver o formulário porque este não pertence às suas áreas municipais.',
  FORM_KEY_PREFIX_TAKEN:
    'Outro formulário já usa este prefixo de código de resposta, ou já foram emitidos códigos com ele. Escolha outro.',
  ALREADY_ANSWERED: 'Já respondeu a este formulário',
  RESPONSE_LIMIT_REACHED: 'Foi atingido o limite de respostas',
  SUBMISSION_ID_TAKEN: 'Não foi possível guardar a resposta porque o seu envio pertence a outra resposta.',
  ANSWER_INVALID: 'A resposta não corresponde ao formulário. Recarregue a página e tente novamente.',
  ANSWER_INCOMPLETE: 'Falta preencher campos obrigatórios.',
  ANSWER_CHANGED_CONCURRENTLY: 'Entretanto, outra pessoa alterou esta resposta. Abra-a novamente.',
  ANSWER_SIGNED: 'Entretanto, esta resposta foi assinada, pelo que já não pode ser alterada.',
  NO_CHANGES: 'Não há alterações',
  ANSWER_UNDELETABLE:
    'Esta resposta não pode ser eliminada: está assinada, provém do portal do munícipe ou tem um pagamento.',
  STATE_TRANSITION_NOT_ALLOWED: 'Não foi possível atualizar o estado',
  EXPORT_TOO_LARGE:
    'Há mais respostas do que as que cabem numa folha de Excel: aplique filtros e volte a exportar.',
  EXPORT_BUSY:
    'Estão a ser preparadas muitas exportações neste momento: tente novamente dentro de um minuto.',
  EMAIL_COPY_NOT_OFFERED: 'Este formulário não envia cópias por e-mail.',
  CITIZEN_NOT_TAKEN: 'Este formulário não admite um cidadão nem um destinatário.',
  CITIZEN_REQUIRED: 'O cidadão é obrigatório',
  CITIZEN_NOT_FOUND: 'Não foi encontrado nenhum cidadão com esse número de documento.',
  CITIZEN_REGISTRY_ERROR: 'Erro ao procurar o cidadão no MuniDigital. Tente novamente.',
  CITIZEN_EXISTS: 'Já existe um cidadão com esse número de documento.',
  GEOCODING_UNAVAILABLE:
    'A pesquisa de moradas não está disponível neste momento. Pode colocar o marcador no mapa.',
  MAIL_FAILED: 'Ocorreu um erro ao enviar o e-mail. Tente novamente.',
  RATE_LIMITED: 'Demasiados pedidos. Aguarde um minuto e tente novamente.',
  INTERNAL: 'Ocorreu um erro no servidor. Tente novamente dentro de momentos.',
  CITIZEN_SESSION_INVALID:
    'Ocorreu um erro ao verificar a sua sessão. Volte a entrar a partir do Portal do Munícipe.',
  CHANGES_REQUEST_EMPTY: 'Assinale pelo menos uma resposta, imagem ou documento a rever',
  CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS: 'Há secções que não indicam as respostas a rever',
  CHANGES_REQUEST_NOT_OFFERED:
    'Só é possível pedir alterações em formulários do Portal do Munícipe com ocorrências e um cidadão associado',
  CHANGES_REQUEST_PENDING: 'O cidadão ainda não concluiu o pedido de alterações anterior',
  REVISION_NOT_PENDING: 'Formulário já respondido',
  RECORD_NOT_FOUND:
    'Não foram encontrados autos para o código indicado. Lembre-se de respeitar as maiúsculas e minúsculas.',
  STATUS_NOT_FOUND: 'O seu processo não tem estados ou não existe nenhuma resposta associada a este código.',
  LOGO_TOO_LARGE: 'A imagem é demasiado grande',
  LOGO_FORMAT_INVALID: 'Formato de ficheiro inválido',
  LOGO_WITH_PORTABLE_PRINT: 'A impressão portátil e o logótipo não podem ser utilizados em simultâneo.',
  PAYMENT_NOT_OFFERED: 'Este formulário não admite pagamentos.',
  PAYMENT_ORDER_REQUIRED: 'Valide a encomenda de bilhetes antes de guardar a resposta.',
  PAYMENT_SECTION_UNKNOWN: 'A secção indicada não existe.',
  PAYMENT_SECTION_NOT_PRICED: 'A localização selecionada não tem preço.',
  PAYMENT_QUANTITY_INVALID: 'Escolha um número de bilhetes válido.',
  PAYMENT_NO_STOCK: 'Não há bilhetes disponíveis para a localização selecionada. Atualize a página.',
  PAYMENT_SECTION_HAS_ORDERS: 'Uma localização que já tem encomendas não pode ser removida nem renomeada.',
  PAY_ORDER_NOT_FOUND: 'A encomenda de bilhetes não existe.',
  PAY_ORDER_USED: 'Esta encomenda de bilhetes já foi guardada com uma resposta.',
  PAY_ORDER_NOT_PENDING: 'Esta encomenda de bilhetes já não pode ser alterada.',
  PAY_ORDER_NOT_SAVED: 'Guarde a resposta antes de pagar.',
  PAYMENT_MERCHANT_MISSING:
    'Erro no processo de emissão do bilhete. Se o problema persistir, contacte a câmara municipal.',
  PAYMENT_NOTIFICATION_INVALID: 'Não foi possível verificar a notificação do pagamento.',
  PAYMENT_NOTIFICATION_MISMATCH: 'A notificação do pagamento não corresponde à encomenda.',
  WEBHOOK_URL_NOT_HTTPS: 'O endereço tem de começar por https://.',
  WEBHOOK_ADDRESS_NOT_ALLOWED:
    'O endereço pertence a uma rede privada ou reservada: os webhooks só são enviados para endereços públicos.',
  WEBHOOK_HOST_UNRESOLVED: 'Não foi possível encontrar o nome de anfitrião do endereço.',
  WEBHOOK_FORM_NOT_IN_MUNICIPALITY: 'O formulário não pertence a este município.',
  APPOINTMENT_NOT_OFFERED: 'Este formulário não disponibiliza marcações.',
  APPOINTMENT_AGENDA_UNKNOWN:
    'A agenda não pertence ao sistema de marcações do município. Selecione-a novamente.',
  BOOKING_SYSTEM_ERROR:
    'Não foi possível carregar a informação. Se o problema persistir, contacte a câmara municipal.',
};
