/**
 * Brazilian names for the seeded students, accents included, so a search typed without accents
 * ('joa', 'goncalves') has to go through the folded `name_search` column to match.
 */
// prettier-ignore
export const FIRST_NAMES = [
  'João', 'José', 'Maria', 'Ana', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas',
  'Luíza', 'Mariana', 'Fernanda', 'Gabriel', 'Rafael', 'Juliana', 'Márcio', 'Patrícia', 'Aline', 'Sérgio',
  'Cláudia', 'Letícia', 'Débora', 'Vinícius', 'Otávio', 'Caio', 'Thiago', 'Bruna', 'Camila', 'Larissa',
  'Renata', 'Felipe', 'Gustavo', 'Rodrigo', 'Simone', 'Tânia', 'Vitória', 'Júlia', 'Beatriz', 'Luís',
  'Mônica', 'Raimundo', 'Sebastião', 'Inês', 'Igor', 'Joaquim', 'Flávia', 'Fábio',
];

// prettier-ignore
export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Araújo', 'Melo', 'Barbosa', 'Rocha', 'Dias', 'Nascimento',
  'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves',
  'Santana', 'Teixeira', 'Conceição', 'Simões', 'Magalhães', 'Brandão', 'Falcão', 'Azevedo', 'Guimarães', 'Sá',
  'Peixoto', 'Assunção',
];

/**
 * What a trainer types in 'Buscar por nome...': 3+ letters, mostly without accents, one with
 * capitals and an accent. Each matches some of a trainer's students, never all of them.
 */
// prettier-ignore
export const SEARCH_TERMS = [
  'joa', 'ara', 'sil', 'mar', 'fer', 'gon', 'con', 'sim', 'mag', 'leti', 'vini', 'tan', 'mon', 'seb',
  'guim', 'Patrí',
];
