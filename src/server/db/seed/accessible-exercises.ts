import type { Exercise } from '#shared/contracts/exercises.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';

const entry = (exercise: Omit<Exercise, 'videoUrl' | 'gifUrl'>): Exercise => ({
  videoUrl: null,
  gifUrl: null,
  ...exercise,
});

/**
 * What the coach needs for people the first catalogue left out (issue 22, decision 031): regressions
 * (a box squat, a wall push-up), cardio without impact, balance drills with support, standing and seated
 * versions, stretches for every region that never need the floor, and warm-up drills that are not jumps.
 * Part of EXERCISE_CATALOG; ids are stable slugs like the rest.
 */
export const ACCESSIBLE_EXERCISES: readonly Exercise[] = [
  // ── Regressões de força ──
  entry({
    id: 'agachamento-banco-peso-corporal',
    name: 'Agachamento no Banco (Box Squat) com Peso Corporal',
    tutorial:
      '1. Fique em pé de costas para um banco ou cadeira firme, com os pés na largura dos ombros.\n2. Estenda os braços à frente e leve o quadril para trás, flexionando os joelhos.\n3. Desça devagar até encostar o glúteo no banco, sem se jogar nem relaxar o corpo.\n4. Empurre o chão com os pés inteiros e volte a ficar em pé, contraindo os glúteos.\n5. Use um banco mais alto se sentir dor nos joelhos e abaixe-o conforme ganhar força.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Quadríceps)', 'Glúteos'], secondary: ['Pernas (Posterior)'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'agachamento', 'em_pe'),
  }),
  entry({
    id: 'agachamento-banco-halter',
    name: 'Agachamento no Banco (Box Squat) com Halter',
    tutorial:
      '1. Fique de costas para um banco firme e segure um halter na vertical junto ao peito.\n2. Afaste os pés na largura dos ombros, com as pontas levemente para fora.\n3. Leve o quadril para trás e desça de forma controlada até tocar o banco com o glúteo.\n4. Sem relaxar no banco, empurre o chão e suba mantendo o peito aberto e o halter junto ao corpo.',
    equipment: 'halteres',
    muscleGroups: { primary: ['Pernas (Quadríceps)', 'Glúteos'], secondary: ['Pernas (Posterior)', 'Core'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'agachamento', 'em_pe'),
  }),
  entry({
    id: 'sentar-levantar-cadeira',
    name: 'Sentar e Levantar da Cadeira',
    tutorial:
      '1. Sente na parte da frente de uma cadeira firme, encostada na parede, com os pés apoiados no chão.\n2. Cruze os braços no peito ou apoie as mãos nas coxas e incline levemente o tronco à frente.\n3. Empurre o chão com os pés e fique em pé, estendendo quadril e joelhos.\n4. Volte a sentar devagar, levando o quadril para trás, sem se jogar na cadeira.\n5. Se precisar, use as mãos nos apoios de braço até ganhar força.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Quadríceps)', 'Glúteos'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'agachamento', 'em_pe'),
  }),
  entry({
    id: 'agachamento-com-apoio-aquecimento',
    name: 'Agachamento com Apoio (Aquecimento)',
    tutorial:
      '1. Fique de frente para um apoio firme (barra do rack, espaldar ou batente) e segure-o com as duas mãos.\n2. Afaste os pés na largura dos ombros e leve o quadril para trás e para baixo.\n3. Desça até onde for confortável, usando o apoio para manter o tronco ereto e os calcanhares no chão.\n4. Suba devagar e repita de 10 a 15 vezes, aumentando a amplitude aos poucos.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Quadríceps)'], secondary: ['Glúteos'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'agachamento', 'em_pe'),
  }),
  entry({
    id: 'subida-degrau-com-apoio',
    name: 'Subida no Degrau com Apoio',
    tutorial:
      '1. Fique de frente para um degrau baixo (10 a 20 cm), segurando um corrimão ou parede ao lado.\n2. Apoie o pé inteiro de uma perna no degrau.\n3. Empurre com essa perna e suba até estender o joelho, trazendo o outro pé para o degrau.\n4. Desça devagar com a mesma perna que subiu primeiro e repita; depois troque de lado.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Quadríceps)', 'Glúteos'], secondary: ['Panturrilhas'] },
    difficulty: 'iniciante',
    contraindications: ['Lesão no tornozelo'],
    traits: traitsOf('f', 'unilateral_pernas', 'em_pe', { impact: 'baixo', balance: 'medio' }),
  }),
  entry({
    id: 'flexao-bracos-parede',
    name: 'Flexão de Braços na Parede',
    tutorial:
      '1. Fique de frente para uma parede, a cerca de um braço de distância, e apoie as mãos nela na altura do peito.\n2. Afaste os pés um pouco para trás, mantendo o corpo reto da cabeça aos calcanhares.\n3. Flexione os cotovelos e aproxime o peito da parede de forma controlada.\n4. Empurre a parede até estender os braços, sem arquear a lombar.\n5. Para dificultar, afaste mais os pés da parede.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Peito'], secondary: ['Tríceps', 'Ombros'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'empurrar_horizontal', 'em_pe'),
  }),
  entry({
    id: 'flexao-bracos-joelhos',
    name: 'Flexão de Braços com Joelhos Apoiados',
    tutorial:
      '1. Apoie as mãos no chão um pouco mais abertas que os ombros e os joelhos em um colchonete.\n2. Alinhe cabeça, tronco e quadril, com o abdômen contraído.\n3. Desça o peito em direção ao chão flexionando os cotovelos a cerca de 45° do tronco.\n4. Empurre o chão até estender os braços, sem deixar o quadril cair.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Peito'], secondary: ['Tríceps', 'Ombros', 'Core'] },
    difficulty: 'iniciante',
    contraindications: ['Lesão no punho'],
    traits: traitsOf('f', 'empurrar_horizontal', 'deitado_bruços', { floor: true }),
  }),
  entry({
    id: 'remada-em-pe-elastico',
    name: 'Remada em Pé com Elástico',
    tutorial:
      '1. Prenda o elástico em um ponto firme na altura do peito e segure uma ponta em cada mão.\n2. Fique em pé, afaste-se até tensionar o elástico e flexione levemente os joelhos.\n3. Puxe as mãos em direção às costelas, aproximando as escápulas e mantendo os cotovelos junto ao corpo.\n4. Volte devagar até estender os braços, sem deixar o elástico puxar os ombros para frente.',
    equipment: 'elastico',
    muscleGroups: { primary: ['Costas'], secondary: ['Bíceps', 'Ombros'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'puxar_horizontal', 'em_pe'),
  }),
  entry({
    id: 'puxada-alta-sentado-elastico',
    name: 'Puxada Alta Sentado com Elástico',
    tutorial:
      '1. Prenda o elástico em um ponto alto e firme e sente em uma cadeira ou banco de frente para ele.\n2. Segure uma ponta em cada mão com os braços estendidos para cima e o elástico já tensionado.\n3. Puxe os cotovelos para baixo e para trás, em direção às costelas, com o peito aberto.\n4. Volte devagar até estender os braços.',
    equipment: 'elastico',
    muscleGroups: { primary: ['Costas'], secondary: ['Bíceps'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'puxar_vertical', 'sentado'),
  }),
  entry({
    id: 'panturrilha-sentado-halter',
    name: 'Elevação de Panturrilha Sentado com Halter',
    tutorial:
      '1. Sente em um banco ou cadeira com os pés apoiados no chão, na largura do quadril.\n2. Apoie um halter na vertical sobre cada coxa, perto dos joelhos, segurando-os com as mãos.\n3. Eleve os calcanhares devagar, subindo na ponta dos pés até onde não houver dor.\n4. Segure um segundo no alto e desça devagar até apoiar os calcanhares.',
    equipment: 'halteres',
    muscleGroups: { primary: ['Panturrilhas'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'isolamento', 'sentado'),
  }),
  entry({
    id: 'abducao-quadril-em-pe-elastico',
    name: 'Abdução de Quadril em Pé com Elástico',
    tutorial:
      '1. Coloque uma miniband logo acima dos tornozelos e segure em uma parede ou cadeira ao lado.\n2. Fique em pé sobre uma perna, com o joelho levemente flexionado e o tronco ereto.\n3. Leve a outra perna estendida para o lado, sem inclinar o tronco.\n4. Volte devagar e repita; depois troque de lado.',
    equipment: 'elastico',
    muscleGroups: { primary: ['Glúteos'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'isolamento', 'em_pe', { balance: 'medio' }),
  }),
  entry({
    id: 'prancha-inclinada-banco',
    name: 'Prancha Inclinada no Banco',
    tutorial:
      '1. Apoie os antebraços em um banco firme ou na bancada, com os cotovelos sob os ombros.\n2. Leve os pés para trás até o corpo formar uma linha reta inclinada.\n3. Contraia abdômen e glúteos, sem deixar o quadril cair ou subir.\n4. Respire normalmente e mantenha pelo tempo indicado.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Core'], secondary: ['Abdômen', 'Ombros'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'core_anti', 'em_pe'),
  }),
  // ── Equilíbrio ──
  entry({
    id: 'equilibrio-unipodal-apoio',
    name: 'Equilíbrio Unipodal com Apoio',
    tutorial:
      '1. Fique em pé ao lado de uma parede, bancada ou cadeira firme e apoie levemente uma mão nela.\n2. Transfira o peso para uma perna e tire o outro pé do chão, com o joelho levemente flexionado.\n3. Mantenha o tronco ereto e o olhar à frente por 20 a 30 segundos.\n4. Troque de perna. Quando ficar fácil, apoie só a ponta dos dedos ou solte a mão, sempre perto do apoio.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Core'], secondary: ['Glúteos', 'Panturrilhas'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'core_anti', 'em_pe', { balance: 'medio' }),
  }),
  entry({
    id: 'caminhada-tandem',
    name: 'Caminhada em Linha (Tandem)',
    tutorial:
      '1. Fique ao lado de uma parede ou corrimão, que servirá de apoio se precisar.\n2. Coloque um pé logo à frente do outro, com o calcanhar encostando na ponta do pé de trás.\n3. Caminhe devagar em linha reta, sempre calcanhar na ponta, com o olhar à frente.\n4. Dê de 10 a 20 passos, vire com calma e volte.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Core'], secondary: ['Panturrilhas'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'core_anti', 'em_pe', { impact: 'baixo', balance: 'medio' }),
  }),
  // ── Cardio sem impacto ──
  entry({
    id: 'marcha-estacionaria',
    name: 'Marcha Estacionária',
    tutorial:
      '1. Fique em pé com os pés na largura do quadril, perto de um apoio se precisar.\n2. Marche no lugar elevando os joelhos até uma altura confortável, sem saltar.\n3. Balance os braços de forma alternada, acompanhando as pernas.\n4. Mantenha um ritmo em que consiga conversar, pelo tempo indicado.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Cardio'], secondary: ['Pernas (Quadríceps)'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'cardio', 'em_pe', { impact: 'baixo' }),
  }),
  entry({
    id: 'step-touch-lateral',
    name: 'Step-Touch Lateral',
    tutorial:
      '1. Fique em pé com os joelhos levemente flexionados.\n2. Dê um passo para o lado com uma perna e traga a outra até tocar o pé ao lado dela.\n3. Repita para o outro lado, em ritmo contínuo, sem saltar.\n4. Acrescente o movimento dos braços (abrir e fechar à frente do peito) para aumentar a intensidade.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Cardio'], secondary: ['Glúteos'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'cardio', 'em_pe', { impact: 'baixo' }),
  }),
  entry({
    id: 'caminhada',
    name: 'Caminhada',
    tutorial:
      '1. Use um tênis confortável e escolha um trajeto plano e seguro.\n2. Comece em ritmo leve por 3 a 5 minutos.\n3. Aumente o passo até um ritmo em que consiga falar, mas não cantar, balançando os braços.\n4. Nos últimos minutos, diminua o ritmo até voltar ao leve.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Cardio'], secondary: ['Pernas (Quadríceps)', 'Panturrilhas'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'cardio', 'em_pe', { impact: 'baixo' }),
  }),
  entry({
    id: 'caminhada-esteira',
    name: 'Caminhada na Esteira',
    tutorial:
      '1. Suba na esteira parada, prenda a chave de segurança na roupa e segure as barras laterais.\n2. Comece em velocidade baixa e, quando estiver estável, solte as barras se conseguir.\n3. Aumente a velocidade até um ritmo de caminhada firme, em que ainda consiga conversar.\n4. Nos últimos minutos, reduza a velocidade aos poucos antes de parar.',
    equipment: 'maquina',
    muscleGroups: { primary: ['Cardio'], secondary: ['Pernas (Quadríceps)', 'Panturrilhas'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'cardio', 'em_pe', { impact: 'baixo' }),
  }),
  entry({
    id: 'bicicleta-ergometrica-horizontal',
    name: 'Bicicleta Ergométrica Horizontal',
    tutorial:
      '1. Sente no banco com as costas apoiadas no encosto e ajuste a distância até os pedais.\n2. Com o pedal mais distante, o joelho deve ficar levemente flexionado.\n3. Pedale em carga leve por alguns minutos e aumente aos poucos até o nível indicado.\n4. Mantenha as costas no encosto e um ritmo em que consiga conversar.',
    equipment: 'maquina',
    muscleGroups: { primary: ['Cardio'], secondary: ['Pernas (Quadríceps)'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'cardio', 'sentado'),
  }),
  // ── Aquecimento (mobilidade dinâmica) ──
  entry({
    id: 'mobilidade-ombros-bastao',
    name: 'Mobilidade de Ombros com Bastão',
    tutorial:
      '1. Em pé, segure um bastão ou cabo de vassoura à frente das coxas, com as mãos bem afastadas.\n2. Com os braços estendidos, eleve o bastão à frente até acima da cabeça.\n3. Se não houver dor, continue o arco até atrás do corpo; se houver, volte do ponto confortável.\n4. Retorne pelo mesmo caminho e repita de 8 a 10 vezes, aproximando as mãos aos poucos.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Ombros'], secondary: ['Peito', 'Costas'] },
    difficulty: 'iniciante',
    contraindications: ['Lesão no ombro'],
    traits: traitsOf('f', 'mobilidade', 'em_pe'),
  }),
  entry({
    id: 'mobilidade-ombros-circulos-bracos',
    name: 'Mobilidade de Ombros com Círculos de Braços',
    tutorial:
      '1. Em pé, abra os braços estendidos para os lados, na altura dos ombros.\n2. Faça círculos pequenos para frente, aumentando aos poucos o tamanho.\n3. Depois de 10 a 15 círculos, inverta o sentido.\n4. Mantenha os ombros longe das orelhas e o abdômen firme.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Ombros'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'mobilidade', 'em_pe'),
  }),
  entry({
    id: 'mobilidade-quadril-circulos-em-pe',
    name: 'Mobilidade de Quadril em Círculos em Pé',
    tutorial:
      '1. Fique em pé com os pés um pouco mais afastados que o quadril e as mãos na cintura.\n2. Desenhe círculos amplos com o quadril, devagar, mantendo os joelhos levemente flexionados.\n3. Faça de 8 a 10 círculos para um lado e depois para o outro.\n4. Mantenha os ombros parados e a respiração contínua.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Glúteos'], secondary: ['Core'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'mobilidade', 'em_pe'),
  }),
  entry({
    id: 'mobilidade-quadril-balanco-perna',
    name: 'Mobilidade de Quadril em Pé com Balanço de Perna',
    tutorial:
      '1. Fique de lado para uma parede ou apoio e segure-o com a mão mais próxima.\n2. Balance a perna de fora para frente e para trás, de forma solta e controlada.\n3. Comece com amplitude pequena e aumente aos poucos, mantendo o tronco ereto.\n4. Faça de 10 a 15 balanços e troque de perna.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Posterior)'], secondary: ['Glúteos', 'Pernas (Quadríceps)'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'mobilidade', 'em_pe', { balance: 'medio' }),
  }),
  entry({
    id: 'mobilidade-tornozelo-sentado',
    name: 'Mobilidade de Tornozelo Sentado',
    tutorial:
      '1. Sente em uma cadeira com as costas apoiadas e estenda uma perna à frente, com o calcanhar no chão ou no ar.\n2. Desenhe círculos lentos com o pé, 10 para cada lado.\n3. Depois, leve a ponta do pé para cima e para baixo 10 vezes, sem forçar se houver dor.\n4. Troque de perna.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Panturrilhas'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('f', 'mobilidade', 'sentado'),
  }),
  // ── Alongamentos em pé ou sentado (Volta à Calma sem ir ao chão) ──
  entry({
    id: 'alongamento-posterior-coxa-em-pe',
    name: 'Alongamento de Posterior de Coxa em Pé',
    tutorial:
      '1. Em pé, perto de um apoio, dê um pequeno passo à frente com uma perna e apoie o calcanhar no chão, com a ponta do pé para cima.\n2. Flexione levemente o joelho de trás e apoie as mãos na coxa de trás.\n3. Com a coluna reta, incline o tronco à frente a partir do quadril até sentir alongamento atrás da coxa da frente.\n4. Mantenha de 20 a 30 segundos, respirando devagar, e troque de perna.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Posterior)'], secondary: ['Panturrilhas'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'mobilidade', 'em_pe'),
  }),
  entry({
    id: 'alongamento-posterior-coxa-cadeira',
    name: 'Alongamento de Posterior de Coxa Sentado na Cadeira',
    tutorial:
      '1. Sente na parte da frente de uma cadeira firme e estenda uma perna à frente, com o calcanhar no chão.\n2. Mantenha a outra perna flexionada, com o pé apoiado.\n3. Com a coluna reta, incline o tronco à frente a partir do quadril até sentir alongamento atrás da coxa estendida.\n4. Mantenha de 20 a 30 segundos e troque de perna.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Posterior)'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'mobilidade', 'sentado'),
  }),
  entry({
    id: 'alongamento-gluteo-sentado',
    name: 'Alongamento de Glúteo Sentado',
    tutorial:
      '1. Sente em uma cadeira firme com os dois pés apoiados no chão.\n2. Apoie o tornozelo de uma perna sobre o joelho da outra, formando um "4".\n3. Com a coluna reta, incline o tronco à frente a partir do quadril até sentir alongamento no glúteo da perna cruzada.\n4. Mantenha de 20 a 30 segundos e troque de lado.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Glúteos'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'mobilidade', 'sentado'),
  }),
  entry({
    id: 'alongamento-flexores-quadril-em-pe',
    name: 'Alongamento de Flexores do Quadril em Pé',
    tutorial:
      '1. Fique em pé ao lado de um apoio e dê um passo largo à frente, com os dois pés apontando para frente.\n2. Flexione um pouco o joelho da frente e mantenha a perna de trás quase estendida, com o calcanhar elevado.\n3. Contraia o glúteo da perna de trás e leve o quadril levemente à frente, com o tronco ereto.\n4. Mantenha de 20 a 30 segundos, sentindo alongar a frente do quadril de trás, e troque de lado.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Pernas (Quadríceps)'], secondary: ['Glúteos'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'mobilidade', 'em_pe', { balance: 'medio' }),
  }),
  entry({
    id: 'alongamento-dorsal-em-pe-parede',
    name: 'Alongamento de Dorsal em Pé na Parede',
    tutorial:
      '1. Fique de frente para uma parede ou bancada, a cerca de um passo, e apoie as duas mãos nela na altura do quadril.\n2. Leve o quadril para trás, com os joelhos levemente flexionados, até os braços ficarem alinhados com o tronco.\n3. Mantenha a coluna reta e deixe o peito descer em direção ao chão até sentir alongar as laterais das costas.\n4. Mantenha de 20 a 30 segundos e volte devagar.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Costas'], secondary: ['Ombros'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'mobilidade', 'em_pe'),
  }),
  entry({
    id: 'alongamento-lombar-sentado',
    name: 'Alongamento de Lombar Sentado',
    tutorial:
      '1. Sente em uma cadeira firme com os pés apoiados no chão, afastados na largura do quadril.\n2. Solte o ar e incline o tronco à frente devagar, deixando os braços caírem entre as pernas.\n3. Deixe a coluna arredondar e a cabeça relaxar, até sentir alongar a parte baixa das costas.\n4. Mantenha de 15 a 20 segundos e volte subindo vértebra por vértebra.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Costas'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: ['Hérnia de disco lombar'],
    traits: traitsOf('m', 'mobilidade', 'sentado', { spinalFlexion: true }),
  }),
  entry({
    id: 'alongamento-abdomen-em-pe',
    name: 'Alongamento de Abdômen em Pé',
    tutorial:
      '1. Fique em pé com os pés na largura do quadril e os joelhos levemente flexionados.\n2. Entrelace os dedos e estenda os braços acima da cabeça, com as palmas para cima.\n3. Cresça em direção ao teto e abra levemente o peito, sem jogar a cabeça para trás nem arquear a lombar.\n4. Mantenha de 15 a 20 segundos, respirando devagar.',
    equipment: 'peso corporal',
    muscleGroups: { primary: ['Abdômen'], secondary: ['Costas'] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'mobilidade', 'em_pe'),
  }),
];
