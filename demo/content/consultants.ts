// Demo consultants of the agency, with trilingual bios.
import type { DemoConsultant } from "./types";

export const demoConsultants: DemoConsultant[] = [
  {
    name: "Inês Almeida",
    email: "ines.almeida@casalusa.pt",
    phone: "+351 912 487 306",
    whatsapp: "+351912487306",
    role: "Consultora Imobiliária Sénior",
    languages: ["pt", "en", "fr"],
    bioPt:
      "Nascida e criada em Lisboa, a Inês trabalha há mais de doze anos no mercado residencial dos bairros históricos da cidade, do Chiado à Lapa. Licenciada em Arquitetura, tem um olhar treinado para o potencial de cada casa e acompanha de perto os clientes que procuram imóveis para reabilitar. Fala fluentemente inglês e francês, o que lhe permite apoiar compradores internacionais em todas as fases do processo. Nas horas livres, percorre a cidade a pé à descoberta de pátios e miradouros menos conhecidos.",
    bioEn:
      "Born and raised in Lisbon, Inês has spent more than twelve years in the residential market of the city's historic neighbourhoods, from Chiado to Lapa. An architect by training, she has a keen eye for a home's potential and works closely with clients looking for properties to restore. Fluent in English and French, she guides international buyers through every stage of the process. In her spare time she explores the city on foot, seeking out its lesser-known courtyards and viewpoints.",
    bioJp:
      "リスボン生まれ、リスボン育ち。シアードからラパまで、歴史ある地区の住宅市場で12年以上の経験を持ちます。建築学の学位を持ち、物件の可能性を見抜く確かな目で、リノベーション向けの物件をお探しのお客様に寄り添ったサポートを行っています。英語とフランス語に堪能で、海外からのお客様にも購入手続きのすべての段階を丁寧にご案内しています。休日には、あまり知られていない中庭や展望台を探して街を歩くのが楽しみです。",
    order: 0,
    portrait: { hue: 18, feminine: true },
  },
  {
    name: "Tiago Moreira",
    email: "tiago.moreira@casalusa.pt",
    phone: "+351 936 215 840",
    whatsapp: "+351936215840",
    role: "Diretor Comercial",
    languages: ["pt", "en", "es", "de"],
    bioPt:
      "O Tiago dirige a equipa comercial da agência e é especialista na Linha de Cascais, em Sintra e no litoral alentejano. Antes de se dedicar ao imobiliário, passou oito anos em Munique no setor financeiro, experiência que lhe dá uma visão rigorosa da avaliação e da negociação. Fala inglês, espanhol e alemão, e conhece pessoalmente cada condomínio entre o Estoril e a Comporta. É surfista desde os quinze anos e raramente falha uma boa manhã de ondas no Guincho.",
    bioEn:
      "Tiago leads the agency's sales team and specialises in the Cascais coast, Sintra and the Alentejo shoreline. Before moving into real estate he spent eight years in finance in Munich, which gives him a rigorous approach to valuation and negotiation. He speaks English, Spanish and German, and knows every development between Estoril and Comporta first-hand. A surfer since the age of fifteen, he rarely misses a good morning of waves at Guincho.",
    bioJp:
      "営業チームを率いるディレクターで、カスカイス沿岸、シントラ、アレンテージョ海岸エリアを専門としています。不動産業界に入る前はミュンヘンの金融業界で8年間勤務しており、その経験に裏打ちされた的確な査定と交渉に定評があります。英語、スペイン語、ドイツ語を話し、エストリルからコンポルタまでの物件を自らの足で知り尽くしています。15歳からのサーファーで、波の良い朝にはギンシュ海岸へ欠かさず足を運びます。",
    order: 1,
    portrait: { hue: 212, feminine: false },
  },
  {
    name: "Mariana Sousa",
    email: "mariana.sousa@casalusa.pt",
    phone: "+351 965 730 192",
    whatsapp: "+351965730192",
    role: "Consultora Imobiliária",
    languages: ["pt", "en", "jp"],
    bioPt:
      "A Mariana é responsável pela nossa atividade no Porto e no Norte, da Foz do Douro a Braga. Viveu quatro anos em Tóquio, onde estudou japonês e trabalhou numa consultora, e hoje acompanha muitas famílias japonesas na mudança para Portugal. Valoriza a transparência e uma comunicação clara, sobretudo com quem compra à distância. Fora do escritório, é fácil encontrá-la numa esplanada da Ribeira ou a caminhar no Parque da Cidade.",
    bioEn:
      "Mariana leads our work in Porto and the north, from Foz do Douro to Braga. She lived in Tokyo for four years, studying Japanese and working for a consultancy, and today helps many Japanese families with their move to Portugal. She values transparency and clear communication, especially with clients buying from abroad. Away from the office, you are likely to find her at a café terrace in Ribeira or walking in the City Park.",
    bioJp:
      "ポルトをはじめ、フォス・ド・ドウロからブラガまでの北部エリアを担当しています。東京に4年間住み、日本語を学びながらコンサルティング会社に勤務した経験があり、現在は多くの日本人ご家族のポルトガルへの移住をお手伝いしています。特に海外からご購入されるお客様には、透明性のある分かりやすいご説明を心がけています。オフィスの外では、リベイラのカフェテラスや市民公園の散歩道でよく姿を見かけます。",
    order: 2,
    portrait: { hue: 328, feminine: true },
  },
  {
    name: "Ricardo Lopes",
    email: "ricardo.lopes@casalusa.pt",
    phone: "+351 917 604 528",
    whatsapp: "+351917604528",
    role: "Consultor de Investimento Imobiliário",
    languages: ["pt", "en", "zh"],
    bioPt:
      "O Ricardo cresceu em Macau, onde aprendeu mandarim e cantonês, e regressou a Portugal há dez anos para se dedicar ao imobiliário de luxo no Algarve e na Madeira. Conhece bem as necessidades de quem procura uma segunda residência ou um investimento para arrendamento, e trabalha em estreita ligação com advogados e gestores de património. A sua calma e a atenção ao detalhe são muito apreciadas pelos clientes asiáticos e norte-americanos. Joga golfe sempre que pode e divide o tempo entre Loulé e o Funchal.",
    bioEn:
      "Ricardo grew up in Macau, where he learned Mandarin and Cantonese, and returned to Portugal ten years ago to focus on luxury property in the Algarve and Madeira. He understands the needs of buyers looking for a second home or a rental investment, and works closely with lawyers and wealth managers. His calm manner and attention to detail are much appreciated by clients from Asia and North America. He plays golf whenever he can and divides his time between Loulé and Funchal.",
    bioJp:
      "マカオで育ち、北京語と広東語を身につけました。10年前にポルトガルへ戻り、アルガルヴェとマデイラの高級不動産を専門に手がけています。セカンドハウスや賃貸投資用の物件をお探しのお客様のニーズをよく理解しており、弁護士や資産管理の専門家とも緊密に連携しています。落ち着いた対応ときめ細やかな気配りは、アジアや北米のお客様からも高く評価されています。時間があればゴルフを楽しみ、ロウレとフンシャルを行き来する日々を送っています。",
    order: 3,
    portrait: { hue: 146, feminine: false },
  },
];
