//! The errors a player can see, in every language: moves the rules refuse, and saved games or
//! imported files that cannot be opened.
//!
//! The engines explain a refused move in English ([`IllegalMove::reason`], with details such as
//! the point or the number) and give it a stable key ([`IllegalMove::code`]). Here every key has
//! a short text per language, general where the English has details: the move string is shown
//! beside it. English keeps the engine's own sentence. A key this table does not know falls back
//! to the English sentence, so a new refusal is never shown empty.
//!
//! Record and save errors are framed per language ([`ErrorT`]); a refused move inside a record is
//! explained by its code like a refused move in play. The English frames are the errors' own
//! `Display` texts, word for word.

use super::{t, Lang, Texts};
use crate::engine::record::LoadError;
use crate::engine::record::{RecordError, RECORD_FORMAT};
use crate::engine::IllegalMove;

macro_rules! error_keys {
    ($($k:ident),* $(,)?) => {
        /// A frame around an error's details.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ErrorT { $($k),* }
        impl ErrorT {
            pub const ALL: &'static [ErrorT] = &[$(ErrorT::$k),*];
        }
    };
}

error_keys! {
    IllegalMove, NotRecord, RecordVersion, UnknownGame, OptionsRefused, MoveRefused, NotSave,
    SaveVersion, Seats,
}

impl Texts for ErrorT {
    fn all() -> &'static [Self] {
        ErrorT::ALL
    }

    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Eu => eu(self),
            Lang::En => en(self),
            Lang::Es => es(self),
            Lang::Fr => fr(self),
        }
    }
}

fn eu(key: ErrorT) -> &'static str {
    use ErrorT::*;
    match key {
        IllegalMove => "Ezin da {0} jokatu: {1}",
        // {0}: a technical detail, folded away (see `tech`).
        NotRecord => "ez da Mahairen partida-erregistro bat{0}",
        RecordVersion => "{0}. formatuko erregistroak ez dira onartzen (bertsio honek {1}. formatua irakurtzen du)",
        UnknownGame => "joko ezezaguna: «{0}»",
        OptionsRefused => "partidaren aukerak ez dira onartzen{0}",
        MoveRefused => "{0}. mugimendua ({1}) ez da onartzen: {2}",
        NotSave => "ez da gordetako partida bat{0}",
        SaveVersion => "beste bertsio batek gorde du ({0}. formatua)",
        Seats => "partidak {0} jokalari ditu, baina gordetakoak {1} izendatzen ditu",
    }
}

fn en(key: ErrorT) -> &'static str {
    use ErrorT::*;
    match key {
        IllegalMove => "illegal move {0}: {1}",
        NotRecord => "not a Mahai game record: {0}",
        RecordVersion => "record format {0} is not supported (this version reads {1})",
        UnknownGame => "unknown game \"{0}\"",
        OptionsRefused => "the game options are refused: {0}",
        MoveRefused => "move {0} ({1}) is refused: {2}",
        NotSave => "not a saved game ({0})",
        SaveVersion => "saved by another version (format {0})",
        Seats => "the game has {0} seats but the save names {1}",
    }
}

fn es(key: ErrorT) -> &'static str {
    use ErrorT::*;
    match key {
        IllegalMove => "No se puede jugar {0}: {1}",
        NotRecord => "no es un registro de partida de Mahai{0}",
        RecordVersion => "el formato de registro {0} no es compatible (esta versión lee el {1})",
        UnknownGame => "juego desconocido: «{0}»",
        OptionsRefused => "las opciones de la partida no se aceptan{0}",
        MoveRefused => "la jugada {0} ({1}) no se acepta: {2}",
        NotSave => "no es una partida guardada{0}",
        SaveVersion => "guardada por otra versión (formato {0})",
        Seats => "la partida tiene {0} jugadores, pero la partida guardada nombra {1}",
    }
}

fn fr(key: ErrorT) -> &'static str {
    use ErrorT::*;
    match key {
        IllegalMove => "Coup impossible {0} : {1}",
        NotRecord => "ce n'est pas un relevé de partie Mahai{0}",
        RecordVersion => {
            "le format de relevé {0} n'est pas pris en charge (cette version lit le {1})"
        }
        UnknownGame => "jeu inconnu : « {0} »",
        OptionsRefused => "les options de la partie sont refusées{0}",
        MoveRefused => "le coup {0} ({1}) est refusé : {2}",
        NotSave => "ce n'est pas une partie enregistrée{0}",
        SaveVersion => "enregistrée par une autre version (format {0})",
        Seats => "la partie a {0} joueurs, mais la sauvegarde en nomme {1}",
    }
}

/// One refusal code and its text in each language.
struct CodeText {
    code: &'static str,
    eu: &'static str,
    en: &'static str,
    es: &'static str,
    fr: &'static str,
}

const fn c(
    code: &'static str,
    eu: &'static str,
    en: &'static str,
    es: &'static str,
    fr: &'static str,
) -> CodeText {
    CodeText {
        code,
        eu,
        en,
        es,
        fr,
    }
}

/// Every code the engines give a refused move, by game, with what it means in each language.
/// The English here is the general meaning; in play, English shows the engine's own sentence.
#[rustfmt::skip]
static CODES: &[CodeText] = &[
    // Any game: the move string does not parse.
    c("move.malformed",
        "Mugimendua ez dago joko honek ulertzen duen eran idatzita.",
        "The move is not written in a form this game reads.",
        "La jugada no está escrita de una forma que este juego entienda.",
        "Le coup n'est pas écrit sous une forme que ce jeu comprend."),
    // Any game with dice: a roll in a record that is not the one its seed draws.
    c("record.dice",
        "Jaurtiketa hori ez da partida honen haziak ematen duena: dadoak aldatu dira.",
        "This roll is not the one this game's seed gives: the dice were changed.",
        "Esta tirada no es la que da la semilla de esta partida: se han cambiado los dados.",
        "Ce lancer n'est pas celui que donne la graine de cette partie : les dés ont été changés."),

    // Barne-zirkulua
    c("bz.already-acw",
        "Noranzkoa aldatuta dago jada txanda honetan.",
        "The direction has already been changed this turn.",
        "El sentido ya se ha cambiado en este turno.",
        "Le sens a déjà été changé ce tour-ci."),
    c("bz.bad-die",
        "Zenbakien dadoak II, IV, VI, VIII, X edo XII bakarrik erakusten ditu.",
        "The number die only shows 2, 4, 6, 8, 10 or 12.",
        "El dado de números solo muestra 2, 4, 6, 8, 10 o 12.",
        "Le dé de nombres ne montre que 2, 4, 6, 8, 10 ou 12."),
    c("bz.change-blocked",
        "Bolak ezin du hor eraztunez aldatu: zure bola bat dago beste eraztuneko posizioan.",
        "The ball cannot change ring there: one of your balls stands on the other ring's field.",
        "La bola no puede cambiar de anillo ahí: una bola tuya ocupa la casilla del otro anillo.",
        "La bille ne peut pas changer d'anneau ici : une de vos billes occupe la case de l'autre anneau."),
    c("bz.dir-pointless",
        "Noranzko-aldaketak ez luke ezer aldatuko: ez da geratzen aldaketa horrek ukituko lukeen ezer.",
        "Changing direction would change nothing: nothing is left that it could affect.",
        "Cambiar de sentido no cambiaría nada: no queda nada a lo que pueda afectar.",
        "Changer de sens ne changerait rien : il ne reste rien que cela puisse toucher."),
    c("bz.entry-roll-due",
        "Lehenik zenbakien dadoa jaurti behar da bola bat ateratzeko.",
        "An entry roll of the number die is due first.",
        "Primero toca una tirada de salida con el dado de números.",
        "Un lancer de sortie du dé de nombres est d'abord dû."),
    c("bz.exit-stored",
        "Irteera-aukera (^) zure memorian dago jada: zenbakia erabili behar da.",
        "^ is already in your memory: the number must be used.",
        "^ ya está en tu memoria: hay que usar el número.",
        "^ est déjà dans votre mémoire : le nombre doit être utilisé."),
    c("bz.goal-not-behind",
        "Helmuga-eraztuneko posizio hori ez dago gezi honen atzean.",
        "That goal field is not behind this goal arrow.",
        "Esa casilla de meta no está detrás de esta flecha de meta.",
        "Cette case d'arrivée n'est pas derrière cette flèche d'arrivée."),
    c("bz.goal-taken",
        "Helmuga-eraztuneko posizio hori hartuta dago.",
        "That goal field is already taken.",
        "Esa casilla de meta ya está ocupada.",
        "Cette case d'arrivée est déjà prise."),
    c("bz.home-decision",
        "Lehenik erabaki: helmugaratu ala geratu.",
        "First decide: go home or stay.",
        "Primero decide: entrar en meta o quedarse.",
        "Décidez d'abord : rentrer ou rester."),
    c("bz.memory-full",
        "Aukera hori zure memorian dago jada.",
        "That option is already in your memory.",
        "Esa opción ya está en tu memoria.",
        "Cette option est déjà dans votre mémoire."),
    c("bz.must-use",
        "Zenbakia oraindik erabili behar da.",
        "The number must still be used.",
        "Aún hay que usar el número.",
        "Le nombre doit encore être utilisé."),
    c("bz.no-decision",
        "Ez dago erabakirik zain.",
        "No decision is waiting.",
        "No hay ninguna decisión pendiente.",
        "Aucune décision n'est en attente."),
    c("bz.no-dice-due",
        "Orain ez da dadorik jaurti behar.",
        "No dice are due now.",
        "Ahora no toca tirar los dados.",
        "Ce n'est pas le moment de lancer les dés."),
    c("bz.no-entry-number",
        "Aldatu eta erabili gabeko VI edo XII batek bakarrik atera dezake bola bat.",
        "Only an unchanged, unused VI or XII brings a ball out.",
        "Solo un VI o un XII sin cambiar ni usar puede sacar una bola.",
        "Seul un VI ou un XII intact et inutilisé peut sortir une bille."),
    c("bz.no-exit",
        "Irteera-aukera (^) ez dago zure memorian.",
        "^ is not in your memory.",
        "^ no está en tu memoria.",
        "^ n'est pas dans votre mémoire."),
    c("bz.no-exit-number",
        "Irteera-aukera (^) aldatu eta erabili gabeko VI edo XII baten ordez bakarrik gorde daiteke.",
        "^ can only be stored in place of an unchanged, unused VI or XII.",
        "^ solo se puede guardar en lugar de un VI o un XII sin cambiar ni usar.",
        "^ ne peut être gardé qu'à la place d'un VI ou d'un XII intact et inutilisé."),
    c("bz.no-memory",
        "Aldaera honek ez du memoriarik.",
        "This variant has no memory.",
        "Esta variante no tiene memoria.",
        "Cette variante n'a pas de mémoire."),
    c("bz.no-quad",
        "Bi bikoizketak batera egiteko, zenbakiak oso eta erabili gabe egon behar du.",
        "Both doublings at once need the number still whole and unused.",
        "Para las dos duplicaciones a la vez, el número debe seguir entero y sin usar.",
        "Les deux doublements à la fois demandent le nombre encore entier et inutilisé."),
    c("bz.no-such-ball",
        "Bola hori ez dago partida honetan.",
        "There is no such ball in this game.",
        "Esa bola no existe en esta partida.",
        "Cette bille n'existe pas dans cette partie."),
    c("bz.no-such-goal",
        "Helmuga-eraztuneko posizio hori ez dago.",
        "There is no such goal field.",
        "Esa casilla de meta no existe.",
        "Cette case d'arrivée n'existe pas."),
    c("bz.no-such-part",
        "Zenbakiaren zati hori ez dago erabiltzeko.",
        "That part of the number is not left to use.",
        "No queda esa parte del número por usar.",
        "Il ne reste pas cette part du nombre à utiliser."),
    c("bz.not-in-memory",
        "Aukera hori ez dago zure memorian.",
        "That option is not in your memory.",
        "Esa opción no está en tu memoria.",
        "Cette option n'est pas dans votre mémoire."),
    c("bz.not-on-track",
        "Bola hori ez dago ibilbidean.",
        "That ball is not on the track.",
        "Esa bola no está en el recorrido.",
        "Cette bille n'est pas sur le parcours."),
    c("bz.not-your-ball",
        "Bola hori ez da zurea.",
        "That ball is not yours.",
        "Esa bola no es tuya.",
        "Cette bille n'est pas à vous."),
    c("bz.not-rolled",
        "Aukeren dadoak beste aukera bat erakusten du.",
        "The option die shows another option.",
        "El dado de opciones muestra otra opción.",
        "Le dé d'options montre une autre option."),
    c("bz.odd",
        "Zati bakoitia ezin da erdira murriztu.",
        "An odd part cannot be halved.",
        "Una parte impar no se puede partir por la mitad.",
        "Une part impaire ne peut pas être divisée par deux."),
    c("bz.option-stored",
        "Jaurtitako aukera memorian gorde da, eta ezin da txanda honetan erabili.",
        "The rolled option was stored and cannot be used this turn.",
        "La opción tirada se guardó y no se puede usar en este turno.",
        "L'option tirée a été gardée et ne peut pas servir ce tour-ci."),
    c("bz.option-used",
        "Jaurtitako aukera erabilita dago jada.",
        "The rolled option has already been used.",
        "La opción tirada ya se ha usado.",
        "L'option tirée a déjà servi."),
    c("bz.over",
        "Partida amaitu da.",
        "The match is over.",
        "El encuentro ha terminado.",
        "La partie est terminée."),
    c("bz.own-ball",
        "Bola zure beste bola baten gainean geratuko litzateke.",
        "The ball would land on one of your own balls.",
        "La bola caería sobre otra bola tuya.",
        "La bille tomberait sur une de vos billes."),
    c("bz.ring-decision",
        "Lehenik erabaki: eraztunez aldatu ala geratu.",
        "First decide: change ring or stay.",
        "Primero decide: cambiar de anillo o quedarse.",
        "Décidez d'abord : changer d'anneau ou rester."),
    c("bz.roll-due",
        "Lehenik jaurti bi dadoak.",
        "Roll both dice first.",
        "Primero tira los dos dados.",
        "Lancez d'abord les deux dés."),
    c("bz.rolled",
        "Dadoak jaurtita daude jada txanda honetan.",
        "The dice have already been rolled this turn.",
        "Los dados ya se han tirado en este turno.",
        "Les dés ont déjà été lancés ce tour-ci."),
    c("bz.start-blocked",
        "Zure bola bat dago zure hasierako posizioan.",
        "One of your balls stands on the field where your balls come out.",
        "Una bola tuya ocupa la casilla por la que salen tus bolas.",
        "Une de vos billes occupe la case où sortent vos billes."),
    c("bz.start-empty",
        "Ez zaizu bolarik geratzen hasiera-gunean.",
        "No ball is left in your start area.",
        "No te queda ninguna bola en la zona de salida.",
        "Il ne vous reste aucune bille dans la zone de départ."),
    c("bz.stored-this-turn",
        "Txanda honetan gordetakoa hurrengo txandatik aurrera erabil daiteke.",
        "What was stored this turn can be used from the next turn on.",
        "Lo guardado en este turno se puede usar a partir del turno siguiente.",
        "Ce qui a été gardé ce tour-ci ne servira qu'à partir du tour suivant."),
    c("bz.swap-own",
        "Trukea beste jokalari baten bolarekin egiten da.",
        "A swap is made with another player's ball.",
        "El cambio se hace con una bola de otro jugador.",
        "L'échange se fait avec la bille d'un autre joueur."),
    c("bz.too-many-parts",
        "Zenbakia lau zatitan banatuta dago jada.",
        "The number is already split into four parts.",
        "El número ya está partido en cuatro partes.",
        "Le nombre est déjà divisé en quatre parts."),
    c("bz.turn-start",
        "Lehenik jaurti dadoak, edo atera bola bat gordetako irteera-aukerarekin (^).",
        "First roll the dice, or bring a ball out with the stored ^.",
        "Primero tira los dados, o saca una bola con el ^ guardado.",
        "Lancez d'abord les dés, ou sortez une bille avec le ^ gardé."),

    // Jinx
    c("jinx.answer-pending",
        "Berdinketa eskaini da: lehenik onartu edo ukatu.",
        "A draw was offered: accept or decline it first.",
        "Se han ofrecido tablas: primero acéptalas o recházalas.",
        "Une nulle a été proposée : acceptez-la ou refusez-la d'abord."),
    c("jinx.bad-path",
        "Fitxa ezin da hara joan: urrats bat edozein lerrotan, edo bi bere koloreko lerroetan, posizio huts batera edo aurkariaren fitxa batera.",
        "The piece cannot go there: one step along any line, or two along its own colour, to an empty point or an enemy piece.",
        "La pieza no puede ir ahí: un paso por cualquier línea, o dos por una línea de su color, hasta un punto vacío o una pieza rival.",
        "La pièce ne peut pas aller là : un pas sur n'importe quelle ligne, ou deux sur une ligne de sa couleur, vers un point libre ou une pièce adverse."),
    c("jinx.bad-target",
        "Ezin zaio jokalari horri «jinx» esan orain.",
        "You cannot call jinx on that player now.",
        "Ahora no puedes decir jinx a ese jugador.",
        "Vous ne pouvez pas dire jinx à ce joueur maintenant."),
    c("jinx.call-pending",
        "Zure mugimendua eginda dago: esan «jinx», edo ez.",
        "Your move is done: call jinx, or not.",
        "Tu movimiento está hecho: di jinx, o no.",
        "Votre coup est joué : dites jinx, ou non."),
    c("jinx.cannot-pass",
        "Ezin duzu pasatu mugimendu zilegi bat duzun bitartean.",
        "You may not pass while you have a legal move.",
        "No puedes pasar mientras tengas un movimiento legal.",
        "Vous ne pouvez pas passer tant qu'un coup est possible."),
    c("jinx.game-over",
        "Partida amaitu da.",
        "The game is over.",
        "La partida ha terminado.",
        "La partie est terminée."),
    c("jinx.must-move-designated",
        "«Jinx» esan dizute: mehatxatutako fitxa horietako bat mugitu behar duzu.",
        "A jinx was called on you: move one of the designated pieces.",
        "Te han dicho jinx: debes mover una de las piezas señaladas.",
        "On vous a dit jinx : déplacez une des pièces désignées."),
    c("jinx.no-draw",
        "Ezin da orain berdinketa eskaini: geratzen den jokalari bakoitzak fitxa bakarra duenean bakarrik, txandako behin.",
        "A draw cannot be offered now: only when every remaining player has one piece, once a turn.",
        "Ahora no se pueden ofrecer tablas: solo cuando a cada jugador que queda le resta una sola pieza, una vez por turno.",
        "Impossible de proposer la nulle maintenant : seulement quand chaque joueur restant n'a plus qu'une pièce, une fois par tour."),
    c("jinx.no-piece",
        "Puntu horretan ez dago fitxarik.",
        "There is no piece on that point.",
        "No hay ninguna pieza en ese punto.",
        "Il n'y a aucune pièce sur ce point."),
    c("jinx.no-such-point",
        "Puntu hori ez dago taulan.",
        "That point is not on the board.",
        "Ese punto no está en el tablero.",
        "Ce point n'est pas sur le plateau."),
    c("jinx.not-your-piece",
        "Fitxa hori ez da zurea.",
        "That piece is not yours.",
        "Esa pieza no es tuya.",
        "Cette pièce n'est pas à vous."),
    c("jinx.same-piece",
        "Txandako bigarren mugimendua beste fitxa batekin egin behar da.",
        "The second move of a turn must be made with another piece.",
        "El segundo movimiento del turno debe hacerse con otra pieza.",
        "Le second déplacement du tour doit se faire avec une autre pièce."),
    c("jinx.second-move-required",
        "«Jinx» esan dizute bi fitxari: mehatxatutako bigarren fitxa bat ere mugitu behar duzu.",
        "Because of a jinx, you must also move a second designated piece.",
        "Por un jinx, debes mover también una segunda pieza señalada.",
        "À cause d'un jinx, vous devez aussi déplacer une deuxième pièce désignée."),
    c("jinx.wrong-phase",
        "Hori ezin da egin txandaren une honetan.",
        "That is not possible at this point of the turn.",
        "Eso no es posible en este momento del turno.",
        "Ce n'est pas possible à ce moment du tour."),

    // Fidchell
    c("fidchell.centre",
        "Zentroa nagusiarena da: jarri fitxa beste zulo batean.",
        "The centre belongs to the king: place the stone elsewhere.",
        "El centro pertenece al rey: coloca la piedra en otro agujero.",
        "Le centre appartient au roi : posez la pierre sur un autre trou."),
    c("fidchell.challenge-by-black",
        "Beltzak bakarrik jar dezake erronka.",
        "Only Black may declare a challenge.",
        "Solo Negro puede lanzar un desafío.",
        "Seul Noir peut lancer un défi."),
    c("fidchell.challenge-running",
        "Erronka bat martxan dago jada.",
        "A challenge is already running.",
        "Ya hay un desafío en curso.",
        "Un défi est déjà en cours."),
    c("fidchell.game-over",
        "Partida amaitu da.",
        "The game is over.",
        "El juego ha terminado.",
        "Le jeu est terminé."),
    c("fidchell.hand-empty",
        "Ez duzu fitxarik jartzeko: mugitu taulako fitxa bat.",
        "You have no stones left to place: move a stone on the board.",
        "No te quedan piedras por colocar: mueve una piedra del tablero.",
        "Vous n'avez plus de pierre à poser : déplacez une pierre du plateau."),
    c("fidchell.must-place",
        "Kokapen-fasea ez da amaitu: jartzeko dituzun fitxa guztiak jarri behar dituzu taulakoak mugitu aurretik.",
        "Place all your stones in hand before moving stones on the board.",
        "Coloca todas tus piedras pendientes antes de mover las del tablero.",
        "Posez toutes vos pierres avant de déplacer celles du plateau."),
    c("fidchell.no-challenge",
        "Erronkak bigarren jokoan bakarrik daude.",
        "Challenges exist only in game two.",
        "Los desafíos solo existen en el juego dos.",
        "Les défis n'existent que dans le deuxième jeu."),
    c("fidchell.no-removal",
        "Fitxa beltzak Zuriak erronka harrapaketa batez gainditu eta berehala bakarrik ken daitezke.",
        "Black stones may be removed only right after White defeats a challenge by a capture.",
        "Solo se pueden retirar piedras negras justo después de que Blanco supere un desafío con una captura.",
        "On ne retire des pierres noires que juste après que Blanc a relevé un défi par une prise."),
    c("fidchell.no-such-point",
        "Zulo hori ez dago taulan.",
        "That point is not on the board.",
        "Ese agujero no está en el tablero.",
        "Ce trou n'est pas sur le plateau."),
    c("fidchell.not-your-stone",
        "Zulo horretan ez dago zure fitxarik.",
        "There is no stone of yours on that point.",
        "En ese agujero no hay ninguna piedra tuya.",
        "Il n'y a pas de pierre à vous sur ce trou."),
    c("fidchell.occupied",
        "Zulo hori beteta dago: aukeratu zulo huts bat.",
        "That point is taken: choose an empty one.",
        "Ese agujero está ocupado: elige uno vacío.",
        "Ce trou est occupé : choisissez un trou libre."),
    c("fidchell.pass-not-allowed",
        "Mugitzerik ez dagoenean bakarrik pasa daiteke.",
        "You may pass only when no move is possible.",
        "Solo se puede pasar cuando no hay ningún movimiento posible.",
        "On ne peut passer que si aucun coup n'est possible."),
    c("fidchell.removal-count",
        "Zuriak dagozkion fitxa beltzak kendu behar ditu (bi, edo geratzen den azkena), edo bat ere ez.",
        "White must remove the black stones due (two, or the last one left), or none.",
        "Blanco debe retirar las piedras negras que le tocan (dos, o la última que queda), o ninguna.",
        "Blanc doit retirer les pierres noires dues (deux, ou la dernière qui reste), ou aucune."),
    c("fidchell.removal-not-black",
        "Zulo horretan ez dago kentzeko fitxa beltzik.",
        "There is no black stone on that point to remove.",
        "En ese agujero no hay ninguna piedra negra que retirar.",
        "Il n'y a pas de pierre noire à retirer sur ce trou."),
    c("fidchell.removal-pending",
        "Zuriak erronka gainditu du: lehenik kendu fitxa beltzak, edo ez kendu ezer.",
        "White has defeated the challenge: first remove black stones, or decline.",
        "Blanco ha superado el desafío: primero retira piedras negras, o no retires ninguna.",
        "Blanc a relevé le défi : retirez d'abord des pierres noires, ou n'en retirez aucune."),
    c("fidchell.removal-twice",
        "Kendutako bi fitxak desberdinak izan behar dira.",
        "The two removed stones must be different.",
        "Las dos piedras retiradas deben ser distintas.",
        "Les deux pierres retirées doivent être différentes."),
    c("fidchell.unreachable",
        "Fitxak ezin du zulo horretara iritsi: lerroei jarraitu behar die, zulo hutsetatik, beste fitxen gainetik jauzi egin gabe.",
        "The stone cannot reach that point: it follows the lines over empty points, without jumping.",
        "La piedra no puede llegar a ese agujero: sigue las líneas por agujeros vacíos, sin saltar.",
        "La pierre ne peut pas atteindre ce trou : elle suit les lignes par des trous libres, sans sauter."),

    // Bao la Kete
    c("bao.capture-compulsory",
        "Harrapaketa derrigorrezkoa da: aukeratu harrapatzen duen mugimendu bat.",
        "Capturing is compulsory: choose a move that captures.",
        "Capturar es obligatorio: elige una jugada que capture.",
        "La prise est obligatoire : choisissez un coup qui prend."),
    c("bao.choose-kichwa",
        "Erdiko zulo batetik harrapatzean, aukeratu aurreko lerroaren zein muturretatik (kichwa) erein: ezkerrekoa ala eskuinekoa.",
        "A capture from a central pit needs a kichwa: choose left or right.",
        "Al capturar desde un hoyo central, elige el kichwa: izquierda o derecha.",
        "Une prise depuis un trou central demande un kichwa : choisissez gauche ou droite."),
    c("bao.empty-pit",
        "Zulo hori hutsik dago: aukeratu haziak dituen zulo bat.",
        "That pit is empty: choose a pit with seeds.",
        "Ese hoyo está vacío: elige uno con semillas.",
        "Ce trou est vide : choisissez un trou avec des graines."),
    c("bao.front-first",
        "Atzeko lerroko zulo batek takata mugimendua has dezake, aurreko lerroko zuloek bi hazi edo gehiago ez dituztenean bakarrik.",
        "A back-row pit may start a move without capture only when no front pit holds two or more seeds.",
        "Un hoyo de la fila trasera solo puede empezar una jugada sin captura cuando ningún hoyo delantero tiene dos o más semillas.",
        "Un trou de la rangée arrière ne peut commencer un coup sans prise que si aucun trou avant n'a deux graines ou plus."),
    c("bao.front-row-empty",
        "Hau da aurreko lerroan haziak dituzun zulo bakarra: erein erdialderantz.",
        "This is your only occupied front pit: sow it towards the centre.",
        "Es tu único hoyo delantero con semillas: siémbralo hacia el centro.",
        "C'est votre seul trou avant occupé : semez-le vers le centre."),
    c("bao.game-over",
        "Partida amaitu da.",
        "The game is over.",
        "La partida ha terminado.",
        "La partie est terminée."),
    c("bao.hizi-zetu-obligation",
        "Hizi zetu: lehenik takasia egin duzun zuloa harrapatu behar duzu.",
        "Hizi zetu: you must first capture the pit you reserved.",
        "Hizi zetu: primero debes capturar el hoyo que reservaste.",
        "Hizi zetu : vous devez d'abord prendre le trou que vous avez réservé."),
    c("bao.illegal",
        "Mugimendu hori ez da zilegi hemen.",
        "That move is not legal here.",
        "Esa jugada no es legal aquí.",
        "Ce coup n'est pas permis ici."),
    c("bao.kichwa-fixed",
        "Zulo hau aurreko lerroaren mutur batetik hurbil dago: bere harrapaketak beti mutur horretatik ereiten dira.",
        "This pit is in a kimbi: its captures always start from that side.",
        "Este hoyo está en un kimbi: sus capturas siempre empiezan por ese lado.",
        "Ce trou est dans un kimbi : ses prises partent toujours de ce côté."),
    c("bao.kuu-first",
        "Zure kuua funtzionala den bitartean, takata mugimendua kuutik hasi behar da.",
        "While your kuu is functional, a move without capture must start from the kuu.",
        "Mientras tu kuu sea funcional, la jugada sin captura debe empezar desde el kuu.",
        "Tant que votre kuu est fonctionnel, un coup sans prise doit partir du kuu."),
    c("bao.needs-decision",
        "Mugimendu honen itzuli bat zure kuuan amaitzen da: aukeratu bertan gelditu ala jarraitu (safaria).",
        "This move ends a lap in your kuu: choose to stop there or go on (safari).",
        "Esta jugada termina una vuelta en tu kuu: elige detenerte ahí o seguir (safari).",
        "Ce coup finit un tour dans votre kuu : choisissez de vous y arrêter ou de continuer (safari)."),
    c("bao.nemo-front",
        "Nemo etapan, erreserbako hazia aurreko lerroko zulo batean jartzen da.",
        "In the nemo stage the seed from the reserve goes into a front-row pit.",
        "En la fase nemo, la semilla de la reserva va a un hoyo de la fila delantera.",
        "En phase nemo, la graine de la réserve va dans un trou de la rangée avant."),
    c("bao.nemo-pit",
        "Zulo horrekin ezin da orain hasi: kuua eta hazi bakarreko zuloak azkenerako geratzen dira.",
        "That pit may not start a move now: the kuu and pits with a single seed are played last.",
        "Ese hoyo no puede empezar ahora: el kuu y los hoyos con una sola semilla se juegan en último lugar.",
        "Ce trou ne peut pas commencer maintenant : le kuu et les trous à une seule graine se jouent en dernier."),
    c("bao.never-ends",
        "Mugimendu honek ez luke inoiz ereiteari utziko, eta amaitzen ez den mugimendua ez da zilegi.",
        "This move would sow for ever, and a move that never ends is not allowed.",
        "Esta jugada sembraría sin fin, y una jugada que nunca termina no está permitida.",
        "Ce coup sèmerait sans fin, et un coup qui ne finit jamais est interdit."),
    c("bao.no-capture",
        "Aurrez aurreko zuloa hutsik dago: ez dago zer harrapaturik.",
        "The facing pit is empty: there is nothing to capture.",
        "El hoyo de enfrente está vacío: no hay nada que capturar.",
        "Le trou d'en face est vide : il n'y a rien à prendre."),
    c("bao.no-decision",
        "Mugimendu honetan ez dago kuuan gelditu ala jarraitu aukeratzerik.",
        "This move offers no choice between stopping in the kuu and going on.",
        "En esta jugada no hay que elegir entre parar en el kuu o seguir.",
        "Ce coup n'offre pas le choix entre s'arrêter dans le kuu et continuer."),
    c("bao.not-nemo",
        "Erreserbako hazi batekin harrapatzea nemo etapan bakarrik egiten da; mtaji etapan aukeratu zuloa eta noranzkoa.",
        "Capturing with a seed from the reserve belongs to the nemo stage; in the mtaji stage choose the pit and the direction.",
        "Capturar con una semilla de la reserva solo se hace en la fase nemo; en la fase mtaji elige el hoyo y la dirección.",
        "La prise avec une graine de la réserve n'existe qu'en phase nemo ; en phase mtaji, choisissez le trou et le sens."),
    c("bao.not-your-pit",
        "Zulo hori aurkariarena da: jokatu zure zuloetatik.",
        "That pit is your opponent's: play from your own pits.",
        "Ese hoyo es del rival: juega desde tus hoyos.",
        "Ce trou est à l'adversaire : jouez depuis vos propres trous."),
    c("bao.reserved",
        "Zulo hori takasia da txanda honetan (hizi zetu): ezin da mugimendurik hortik hasi.",
        "That pit is reserved by hizi zetu this turn: no move may start from it.",
        "Ese hoyo está reservado por hizi zetu en este turno: no se puede empezar desde él.",
        "Ce trou est réservé par hizi zetu ce tour-ci : aucun coup ne peut en partir."),
    c("bao.singleton",
        "Bi hazi edo gehiago dituen zulo batek bakarrik has dezake mugimendu bat.",
        "Only a pit with two or more seeds can start a move.",
        "Solo un hoyo con dos o más semillas puede empezar una jugada.",
        "Seul un trou d'au moins deux graines peut commencer un coup."),
];

/// Fills `{n}` placeholders in one pass, so that a value which itself looks like a placeholder
/// (a tampered move string, say) is shown as it is.
fn fill_once(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let arg = after
            .find('}')
            .and_then(|close| Some((close, after[..close].parse::<usize>().ok()?)))
            .and_then(|(close, i)| Some((close, *args.get(i)?)));
        match arg {
            Some((close, value)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The text of a refusal code in `lang`, if the code is known.
pub fn code_text(lang: Lang, code: &str) -> Option<&'static str> {
    CODES.iter().find(|e| e.code == code).map(|e| match lang {
        Lang::Eu => e.eu,
        Lang::En => e.en,
        Lang::Es => e.es,
        Lang::Fr => e.fr,
    })
}

/// Why a move was refused, in `lang`: English keeps the engine's own sentence (it names the
/// point, the number ...); the other languages say it by code, or fall back to the English.
pub fn reason_text(lang: Lang, code: &str, english: &str) -> String {
    match lang {
        Lang::En => english.to_string(),
        _ => code_text(lang, code).unwrap_or(english).to_string(),
    }
}

/// A refused move as a notice: the move string and why.
pub fn illegal_move_text(lang: Lang, e: &IllegalMove) -> String {
    fill_once(
        t(lang, ErrorT::IllegalMove),
        &[&e.mv, &reason_text(lang, e.code(), &e.reason_text())],
    )
}

/// A parser's or an engine's English detail: English shows it as its `Display` does; the other
/// languages fold it away under "technical details" rather than show English as the message.
fn tech(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => text.to_string(),
        _ => super::detail(text),
    }
}

/// Why a game record (an imported file, or the record inside a save) could not be opened.
pub fn record_error_text(lang: Lang, e: &RecordError) -> String {
    let frame = |key: ErrorT, args: &[&str]| fill_once(t(lang, key), args);
    match e {
        RecordError::Malformed(detail) => frame(ErrorT::NotRecord, &[&tech(lang, detail)]),
        RecordError::Version(v) => frame(
            ErrorT::RecordVersion,
            &[&v.to_string(), &RECORD_FORMAT.to_string()],
        ),
        RecordError::UnknownGame(game) => frame(ErrorT::UnknownGame, &[game]),
        RecordError::Options(detail) => frame(ErrorT::OptionsRefused, &[&tech(lang, detail)]),
        RecordError::Move {
            index,
            mv,
            code,
            reason,
        } => frame(
            ErrorT::MoveRefused,
            &[
                &(index + 1).to_string(),
                mv,
                &reason_text(lang, code, reason),
            ],
        ),
    }
}

/// Why a saved game could not be opened.
pub fn load_error_text(lang: Lang, e: &LoadError) -> String {
    let frame = |key: ErrorT, args: &[&str]| fill_once(t(lang, key), args);
    match e {
        LoadError::Json(detail) => frame(ErrorT::NotSave, &[&tech(lang, detail)]),
        LoadError::Version(v) => frame(ErrorT::SaveVersion, &[&v.to_string()]),
        LoadError::Record(r) => record_error_text(lang, r),
        LoadError::Seats { expected, found } => {
            frame(ErrorT::Seats, &[&expected.to_string(), &found.to_string()])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::Record;
    use crate::engine::rng::Rng;
    use crate::engine::{Options, ToMove};
    use crate::games::GAMES;
    use std::collections::BTreeSet;

    /// Whether this build has every game (the table is then exactly the codes of the enums).
    const ALL_GAMES: bool = cfg!(all(
        feature = "barne-zirkulua",
        feature = "jinx",
        feature = "fidchell",
        feature = "bao-la-kete"
    ));

    /// Every refusal code: every variant of every game's refusal enum, and the engine's own.
    /// A new variant without a text in the table fails the tests below.
    fn known() -> Vec<&'static str> {
        let mut codes: Vec<&'static str> = crate::engine::MoveRefusal::examples()
            .iter()
            .map(|r| r.code())
            .collect();
        // A record's roll that is not its seed's (refused by the replay, not by a game).
        codes.push(crate::engine::record::DICE_CODE);
        #[cfg(feature = "barne-zirkulua")]
        codes.extend(
            crate::games::barne_zirkulua::Refusal::examples()
                .iter()
                .map(|r| r.code()),
        );
        #[cfg(feature = "jinx")]
        codes.extend(
            crate::games::jinx::Refusal::examples()
                .iter()
                .map(|r| r.code()),
        );
        #[cfg(feature = "fidchell")]
        codes.extend(
            crate::games::fidchell::Refusal::examples()
                .iter()
                .map(|r| r.code()),
        );
        #[cfg(feature = "bao-la-kete")]
        codes.extend(
            crate::games::bao_la_kete::Refusal::examples()
                .iter()
                .map(|r| r.code()),
        );
        codes
    }

    #[test]
    fn every_variant_has_its_own_code() {
        let codes = known();
        let set: BTreeSet<&str> = codes.iter().copied().collect();
        assert_eq!(set.len(), codes.len(), "two variants share a code");
        if ALL_GAMES {
            assert_eq!(codes.len(), 92);
        }
    }

    /// Every code has a text in every language, and no two languages share one.
    #[test]
    fn every_code_has_its_own_text_in_every_language() {
        let table: Vec<&str> = CODES.iter().map(|e| e.code).collect();
        let table_set: BTreeSet<&str> = table.iter().copied().collect();
        assert_eq!(table_set.len(), table.len(), "a code has two entries");
        let known: BTreeSet<&str> = known().into_iter().collect();
        if ALL_GAMES {
            assert_eq!(table_set, known, "the table and the list of codes differ");
        } else {
            assert!(known.is_subset(&table_set), "a code has no text");
        }
        for code in known {
            let texts: Vec<&str> = Lang::ALL
                .iter()
                .map(|l| code_text(*l, code).unwrap_or_default())
                .collect();
            for (lang, text) in Lang::ALL.iter().zip(&texts) {
                assert!(!text.trim().is_empty(), "{code} has no text in {lang:?}");
                assert!(
                    text.ends_with('.') && !text.contains('{'),
                    "{code} in {lang:?}: {text}"
                );
            }
            for i in 0..texts.len() {
                for j in i + 1..texts.len() {
                    assert_ne!(
                        texts[i],
                        texts[j],
                        "{code}: {:?} and {:?} say the same",
                        Lang::ALL[i],
                        Lang::ALL[j]
                    );
                }
            }
        }
    }

    /// Whole-word moves of the games' notations (most are legal only at some moments).
    const WORDS: &[&str] = &[
        "pass",
        "end",
        "draw",
        "accept",
        "decline",
        "nojinx",
        "challenge",
        "roll",
        "exit",
        "enter",
        "quad",
        "store",
        "store-exit",
        "change",
        "stay",
        "nogoal",
        "dir",
        "dir.m",
    ];

    /// A few strings that are not legal here: moves of earlier positions, legal moves with a
    /// character changed, spliced, or cut short, and plain garbage.
    fn wrong_moves(rng: &mut Rng, seen: &[String], legal: &[String]) -> Vec<String> {
        let mut out: Vec<String> = ["", "?", "zz99"]
            .iter()
            .chain(WORDS)
            .map(|w| w.to_string())
            .collect();
        if !seen.is_empty() {
            for _ in 0..8 {
                out.push(rng.choose(seen).clone());
            }
        }
        let pool: Vec<&String> = legal.iter().chain(seen).collect();
        if pool.is_empty() {
            return out;
        }
        let alphabet: Vec<char> = pool.iter().flat_map(|m| m.chars()).collect();
        for _ in 0..6 {
            let a: Vec<char> = rng.choose(&pool).chars().collect();
            let b: Vec<char> = rng.choose(&pool).chars().collect();
            if a.is_empty() {
                continue;
            }
            let mut changed = a.clone();
            let i = rng.below(changed.len());
            changed[i] = *rng.choose(&alphabet);
            out.push(changed.into_iter().collect());
            let cut = rng.below(a.len() + 1);
            let from = rng.below(b.len() + 1);
            out.push(a[..cut].iter().chain(&b[from..]).collect());
            out.push(a[..cut].iter().collect());
        }
        out
    }

    /// Random games per game, variant and player count, and their length at most.
    const SEEDS: u64 = 6;
    const PLIES: usize = 1000;

    /// Plays seeded random games of every game, variant and player count, and at every ply
    /// offers the engine moves that are not legal; returns every code it answers with.
    fn emitted_codes() -> BTreeSet<&'static str> {
        let mut codes = BTreeSet::new();
        for entry in GAMES {
            for variant in (entry.variants)() {
                for &players in variant.players {
                    for seed in 0..SEEDS {
                        let options = Options {
                            variant: Some(variant.name.to_string()),
                            players: Some(players),
                            ..Options::default()
                        };
                        let mut game = (entry.new)(&options).expect("a listed variant starts");
                        let mut rng = Rng::new(seed * 7919 + players as u64);
                        let mut seen: Vec<String> = Vec::new();
                        for _ply in 0..PLIES {
                            let legal = game.legal_move_strings();
                            for wrong in wrong_moves(&mut rng, &seen, &legal) {
                                if legal.contains(&wrong) {
                                    continue;
                                }
                                let mut copy = game.clone_box();
                                if let Err(e) = copy.play_str(&wrong) {
                                    codes.insert(e.code());
                                }
                            }
                            if matches!(game.to_move(), ToMove::Over(_)) || legal.is_empty() {
                                break;
                            }
                            let mv = rng.choose(&legal).clone();
                            game.play_str(&mv).expect("a listed move is legal");
                            if !seen.contains(&mv) {
                                seen.push(mv);
                            }
                        }
                    }
                }
            }
        }
        codes
    }

    #[test]
    fn every_code_the_engines_emit_has_a_text_in_every_language() {
        let codes = emitted_codes();
        let known = known();
        let unreached: Vec<&&str> = known.iter().filter(|c| !codes.contains(**c)).collect();
        eprintln!(
            "random play met {} of {} codes; not met: {unreached:?}",
            codes.len(),
            known.len()
        );
        // Each game refuses in its own words, and play meets most of them.
        for prefix in ["move.", "bz.", "jinx.", "fidchell.", "bao."] {
            assert!(
                codes.iter().any(|c| c.starts_with(prefix)),
                "no {prefix} code met"
            );
        }
        assert!(
            codes.len() >= 70,
            "only {} codes met: {codes:?}",
            codes.len()
        );
        for code in &codes {
            assert!(known.contains(code), "{code} is not in the list of codes");
            for lang in Lang::ALL {
                assert!(
                    code_text(*lang, code).is_some_and(|t| !t.trim().is_empty()),
                    "{code} has no text in {lang:?}"
                );
            }
        }
    }

    /// A Jinx record whose second move is refused (E2 is not a point a piece can reach).
    fn refused_record() -> RecordError {
        let mut record = Record::new("jinx", Options::default(), 1);
        record.moves = vec!["E1-E2".into(), "E2-E9".into()];
        match record.replay(GAMES) {
            Err(e) => e,
            Ok(_) => panic!("E2-E9 was accepted"),
        }
    }

    #[test]
    fn a_refused_move_in_a_record_is_explained_in_basque() {
        let e = refused_record();
        let RecordError::Move {
            index, mv, code, ..
        } = &e
        else {
            panic!("{e:?}");
        };
        assert_eq!((*index, mv.as_str()), (1, "E2-E9"));
        assert!(code.starts_with("jinx."), "{code}");
        let basque = code_text(Lang::Eu, code).expect("the code has a Basque text");
        let text = record_error_text(Lang::Eu, &e);
        assert!(text.starts_with("2. mugimendua (E2-E9)"), "{text}");
        assert!(text.contains(basque), "{text}");
        assert!(!text.contains(code_text(Lang::En, code).unwrap()), "{text}");
        // The same error inside a save, and the session's own replay, say the same.
        let inside = load_error_text(Lang::Eu, &LoadError::Record(e.clone()));
        assert_eq!(inside, text);
        let record = Record {
            moves: vec!["E1-E2".into(), "E2-E9".into()],
            ..Record::new("jinx", Options::default(), 1)
        };
        let again = crate::ui::play::session::replay(&record)
            .map(|_| ())
            .unwrap_err();
        assert_eq!(again, e);
    }

    #[test]
    fn a_tampered_roll_is_refused_by_the_sessions_replay_and_explained() {
        let record = Record::from_json(include_str!(
            "../../../tests/data/saves/record-tampered.json"
        ))
        .unwrap();
        let e = crate::ui::play::session::replay(&record)
            .map(|_| ())
            .unwrap_err();
        assert_eq!(e, record.replay(GAMES).map(|_| ()).unwrap_err());
        let text = record_error_text(Lang::Eu, &e);
        assert!(text.starts_with("8. mugimendua (roll:2:ring)"), "{text}");
        assert!(
            text.contains(code_text(Lang::Eu, "record.dice").unwrap()),
            "{text}"
        );
    }

    #[test]
    fn english_is_the_errors_own_display() {
        let move_error = refused_record();
        let records = [
            RecordError::Malformed("expected value at line 1 column 1".into()),
            RecordError::Version(7),
            RecordError::UnknownGame("chess".into()),
            RecordError::Options("unknown variant \"huge\"".into()),
            move_error.clone(),
        ];
        for e in &records {
            assert_eq!(record_error_text(Lang::En, e), e.to_string());
            let translated = record_error_text(Lang::Fr, e);
            assert_ne!(translated, e.to_string());
        }
        let loads = [
            LoadError::Json("EOF while parsing".into()),
            LoadError::Version(9),
            LoadError::Record(move_error),
            LoadError::Seats {
                expected: 2,
                found: 3,
            },
        ];
        for e in &loads {
            assert_eq!(load_error_text(Lang::En, e), e.to_string());
            assert_ne!(load_error_text(Lang::Es, e), e.to_string());
        }
        assert_eq!(
            load_error_text(Lang::Eu, &loads[3]),
            "partidak 2 jokalari ditu, baina gordetakoak 3 izendatzen ditu"
        );
    }

    #[test]
    fn a_refused_move_in_play_names_the_move_and_the_reason() {
        let mut game = crate::games::AnyGame::new("fidchell", &Options::default()).unwrap();
        let game = game.as_dyn_mut();
        let first = game.legal_move_strings()[0].clone();
        game.play_str(&first).unwrap();
        let e = game.play_str(&first).unwrap_err();
        assert_eq!(e.code(), "fidchell.occupied");
        assert_eq!(illegal_move_text(Lang::En, &e), e.to_string());
        assert_eq!(
            illegal_move_text(Lang::Es, &e),
            format!("No se puede jugar {first}: Ese agujero está ocupado: elige uno vacío.")
        );
        assert!(illegal_move_text(Lang::Eu, &e).contains("Zulo hori beteta dago"));
    }

    #[test]
    fn an_unknown_code_falls_back_to_the_english_reason() {
        crate::refusals! {
            enum NewGame {
                Odd = "newgame.odd" => "x9 is odd here";
            }
        }
        let e = IllegalMove::new("x9", NewGame::Odd);
        assert_eq!(
            illegal_move_text(Lang::Eu, &e),
            "Ezin da x9 jokatu: x9 is odd here"
        );
        let empty = RecordError::Move {
            index: 0,
            mv: "x9".into(),
            code: String::new(),
            reason: "cannot be read".into(),
        };
        assert_eq!(
            record_error_text(Lang::Fr, &empty),
            "le coup 1 (x9) est refusé : cannot be read"
        );
    }

    #[test]
    fn values_that_look_like_placeholders_are_shown_as_they_are() {
        assert_eq!(fill_once("{0} and {1}", &["{1}", "b"]), "{1} and b");
        assert_eq!(fill_once("{x} {0} {", &["a"]), "{x} a {");
        assert_eq!(fill_once("{2}", &["a"]), "{2}");
    }
}
