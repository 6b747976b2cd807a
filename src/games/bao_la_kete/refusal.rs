//! Why Bao la Kete refuses a move: one value per reason, with the pits and moves it names.

use super::board::Pit;
use super::Move;

crate::refusals! {
    /// A Bao la Kete refusal. `code()` is the stable key, `Display` the English reason.
    pub enum Refusal {
        GameOver = "bao.game-over" => "the game is over";
        NotYourPit { pit: Pit, owner: &'static str, mover: &'static str } = "bao.not-your-pit"
            => "{} is {}'s pit; it is {}'s turn", pit, owner, mover;
        NeverEnds { mv: Move } = "bao.never-ends"
            => "{} would sow for ever: a move that never ends is illegal", mv;
        NeedsDecision { mv: Move } = "bao.needs-decision"
            => "this capture ends a lap in your kuu: write {}{}:stop or :safari",
               mv.pit, &mv.to_string()[2..];
        /// `detail`: why no stop/safari decision belongs in this move.
        NoDecision { detail: &'static str } = "bao.no-decision" => "{}", detail;
        HiziZetuObligation { pit: Pit } = "bao.hizi-zetu-obligation"
            => "hizi zetu: you reserved {} and must capture it first", pit;
        CaptureCompulsory = "bao.capture-compulsory"
            => "captures are compulsory: a capture move exists";
        KuuFirst = "bao.kuu-first"
            => "while your kuu stands, your takata must start from the kuu";
        FrontFirst = "bao.front-first"
            => "back-row pits may start a takata only when no front pit has two or more seeds";
        /// `kuu`: the mover's kuu still stands.
        NemoPit { kuu: bool } = "bao.nemo-pit" => "{}", if *kuu {
            "the kuu may be played only when it is the only occupied front pit"
        } else {
            "without a kuu, a singleton may be played only when all front pits are singletons"
        };
        Illegal { mv: Move } = "bao.illegal" => "{} is not a legal move here", mv;
        NotNemo = "bao.not-nemo"
            => "x marks a nemo capture; in the mtaji stage write the pit and the direction \
                (e.g. B2cw)";
        /// `capture`: the empty pit was asked to capture.
        EmptyPit { pit: Pit, capture: bool } = "bao.empty-pit" => "{}{}", pit,
            if *capture { " is empty: an empty pit cannot capture" } else { " is empty" };
        NoCapture { facing: Pit, pit: Pit } = "bao.no-capture"
            => "{}, facing {}, is empty: nothing to capture", facing, pit;
        ChooseKichwa { pit: Pit } = "bao.choose-kichwa"
            => "{0} is a central pit: choose the kichwa, {0}xL or {0}xR", pit;
        KichwaFixed { pit: Pit } = "bao.kichwa-fixed"
            => "{0} is in a kimbi: its captures start from that side; write {0}x", pit;
        Reserved { pit: Pit } = "bao.reserved"
            => "{} is reserved by hizi zetu this turn: you may not start from it", pit;
        NemoFront = "bao.nemo-front"
            => "in the nemo stage the reserve seed goes into a front pit";
        Singleton { pit: Pit, here: u8 } = "bao.singleton"
            => "{} holds {}: only pits with two or more seeds start a move", pit, here;
        FrontRowEmpty { pit: Pit } = "bao.front-row-empty"
            => "{} is your only occupied front pit: sow it towards the centre", pit;
    }
}
